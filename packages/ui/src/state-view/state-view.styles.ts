import { styled } from 'styled-components';
import { vars } from '../tokens/css-variables.js';

export const Failed = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${vars.space[4]};
  padding: ${vars.space[8]} ${vars.layout.gutter};
  color: ${vars.color.textSecondary};
  text-align: center;

  & > p {
    margin: 0;
    font-size: ${vars.fontSize.md};
    overflow-wrap: anywhere;
  }
  & a {
    color: ${vars.color.textLink};
  }
`;

export const Lines = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${vars.space[3]};
  padding: ${vars.space[4]} 0;
`;
