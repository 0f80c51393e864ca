import { styled } from 'styled-components';
import { Panel } from '../tabs/tabs.styles.js';
import { visuallyHidden } from '../theme/mixins.js';
import { vars } from '../tokens/css-variables.js';

/** The mark after a language's name: a filled dot when it has text, a ring when not. */
export const Mark = styled.span`
  display: inline-block;
  width: ${vars.space[2]};
  height: ${vars.space[2]};
  border-radius: ${vars.radius.full};
  border: 1px solid ${vars.color.textSecondary};
  background: transparent;

  &[data-state='filled'] {
    border-color: ${vars.color.textSuccess};
    background: ${vars.color.textSuccess};
  }
`;

/** The required marker after English's name. */
export const Required = styled.span`
  color: ${vars.color.textSecondary};
`;

/** The state of a tab (filled, empty, required) for screen readers. */
export const Hidden = styled.span`
  ${visuallyHidden}
`;

/** A language's fields under the tabs: spaced like a form's fields, apart from the tab list. */
export const FieldsPanel = styled(Panel)`
  display: flex;
  flex-direction: column;
  gap: ${vars.space[3]};
  padding-block-start: ${vars.space[3]};
`;
