import { styled } from 'styled-components';
import { vars } from '@bazaar/ui';

/**
 * A form's column: full width on mobile, a centred card on desktop. Fields stack with the
 * section gap; a `[data-part='footer']` child holds the links under the submit button.
 */
export const FormCard = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${vars.space[5]};
  padding: ${vars.space[5]} ${vars.layout.gutter};
  background: ${vars.color.bgSurface};

  :root[data-layout='desktop'] & {
    max-width: calc(${vars.layout.dialogWidth} + ${vars.space[10]});
    margin: 0 auto ${vars.space[10]};
    padding: ${vars.space[8]};
    border-radius: ${vars.radius.lg};
    box-shadow: ${vars.shadow.card};
  }

  & [data-part='footer'] {
    margin: 0;
    color: ${vars.color.textSecondary};
    font-size: ${vars.fontSize.md};
    text-align: center;
  }
  & [data-part='footer'] a {
    color: ${vars.color.textLink};
  }
`;
