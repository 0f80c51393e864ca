import { styled } from 'styled-components';
import { vars } from '../tokens/css-variables.js';

export const List = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${vars.space[3]};
  margin: 0;
  padding: 0;
  list-style: none;

  &[data-layout='grid'] {
    display: grid;
    grid-template-columns: repeat(${vars.layout.gridColumns}, minmax(0, 1fr));
    gap: ${vars.layout.gridGap};
  }
`;

export const Footer = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${vars.space[2]};
  padding: ${vars.space[4]} 0;
  color: ${vars.color.textSecondary};
  font-size: ${vars.fontSize.sm};
`;

export const Sentinel = styled.div`
  height: 1px;
`;
