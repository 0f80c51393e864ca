import { Button, ProgressBar } from 'react-aria-components';
import { styled } from 'styled-components';
import { cssVarStyle } from '../theme/css-var-props.js';
import { focusRing } from '../theme/mixins.js';
import { vars } from '../tokens/css-variables.js';

export const Root = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${vars.space[2]};

  & > ul {
    display: grid;
    grid-template-columns: repeat(4, minmax(0, 1fr));
    gap: ${vars.space[3]};
    margin: 0;
    padding: 0;
    list-style: none;
  }
  & > ul > li {
    position: relative;
  }
  & [data-part='hint'] {
    color: ${vars.color.textSecondary};
    font-size: ${vars.fontSize.xs};
  }
  & [data-part='error'] {
    color: ${vars.color.textCritical};
    font-size: ${vars.fontSize.sm};
  }
  & [data-part='remove'] {
    position: absolute;
    top: calc(-1 * ${vars.space[2]});
    inset-inline-end: calc(-1 * ${vars.space[2]});
    z-index: 1;
  }
  & [data-part='cover'] {
    position: absolute;
    top: ${vars.space[1]};
    inset-inline-start: ${vars.space[1]};
    padding: 0 ${vars.space[1]};
    border-radius: ${vars.radius.sm};
    background: ${vars.color.bgFillBrand};
    color: ${vars.color.textOnFill};
    font-size: ${vars.fontSize.xs};
  }
  & [data-part='move'] {
    position: absolute;
    bottom: ${vars.space[1]};
    inset-inline: ${vars.space[1]};
    display: flex;
    justify-content: space-between;
  }
  & [data-cover] img {
    outline: 2px solid ${vars.color.borderBrand};
  }
  & [data-status='error'] img {
    filter: grayscale(1);
  }
`;

export const AddButton = styled(Button)`
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  gap: ${vars.space[1]};
  width: 100%;
  aspect-ratio: 1;
  border: 1px dashed ${vars.color.borderStrong};
  border-radius: ${vars.radius.md};
  background: ${vars.color.bgSurfaceSecondary};
  color: ${vars.color.textSecondary};
  font-size: ${vars.fontSize.xs};
  cursor: pointer;

  & > svg {
    font-size: ${vars.size.icon.lg};
  }
  &[data-pressed] {
    background: ${vars.color.bgSurfacePressed};
  }
  &[data-disabled] {
    cursor: not-allowed;
    color: ${vars.color.textDisabled};
  }
  ${focusRing}
`;

export const Progress = styled(ProgressBar).attrs<{ $progress: string }>(cssVarStyle)`
  position: absolute;
  inset-inline: ${vars.space[2]};
  bottom: ${vars.space[2]};
  height: 4px;
  border-radius: ${vars.radius.full};
  background: rgba(255, 255, 255, 0.7);
  overflow: hidden;

  & > span {
    display: block;
    height: 100%;
    width: var(--progress, 0%);
    background: ${vars.color.bgFillBrand};
    transition: width ${vars.motion.duration.fast} linear;
  }
`;
