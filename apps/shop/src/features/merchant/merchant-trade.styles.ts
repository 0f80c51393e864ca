import { styled } from 'styled-components';
import { outlineButtonLink, panelSurface, vars } from '@bazaar/ui';

/** The form inside a merchant popup (ship, reject, withdraw): fields, figures and the button. */
export const DialogForm = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${vars.space[5]};

  & p {
    margin: 0;
  }
  & [data-part='note'] {
    color: ${vars.color.textSecondary};
    font-size: ${vars.fontSize.md};
  }
  & [data-part='costs'] {
    display: grid;
    grid-template-columns: auto 1fr;
    gap: ${vars.space[3]} ${vars.space[5]};
    margin: 0;
    font-size: ${vars.fontSize.md};
  }
  & [data-part='costs'] dt {
    color: ${vars.color.textSecondary};
  }
  & [data-part='costs'] dd {
    margin: 0;
    font-weight: ${vars.fontWeight.bold};
    text-align: end;
  }
  & a {
    color: ${vars.color.textLink};
  }
`;

/**
 * One record of a merchant list (a profit record, a bill line, a withdrawal, a review): the ui's
 * panel surface (the same band or card as every `Panel`), with a heading row and label and value
 * rows a little closer together than a panel's sections.
 */
export const RecordCard = styled.article`
  display: flex;
  flex-direction: column;
  gap: ${vars.space[3]};
  ${panelSurface}

  & > header {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    justify-content: space-between;
    gap: ${vars.space[3]};
  }
  & [data-part='thumb'] {
    flex: none;
    width: ${vars.size.avatar.md};
  }
  & h3 {
    flex: 1;
    margin: 0;
    font-size: ${vars.fontSize.md};
    font-weight: ${vars.fontWeight.medium};
    overflow-wrap: anywhere;
  }
  & p {
    margin: 0;
    overflow-wrap: anywhere;
  }
  & a {
    color: ${vars.color.textLink};
  }
  /* A goods title is a title that leads to its page, not a blue underlined link. */
  & h3 a {
    color: inherit;
    text-decoration: none;
  }
  & h3 a:hover {
    text-decoration: underline;
  }
  /* The record's own action ("Reply"), drawn as the small outline button it acts as. */
  & a[data-part='action'] {
    ${outlineButtonLink}
    align-self: flex-end;
    padding: ${vars.space[1]} ${vars.space[4]};
    font-size: ${vars.fontSize.sm};
  }
  & [data-part='amount'] {
    font-size: ${vars.fontSize.lg};
    font-weight: ${vars.fontWeight.bold};
  }
  & [data-part='amount'][data-sign='credit'] {
    color: ${vars.color.textSuccess};
  }
  & [data-part='amount'][data-sign='debit'] {
    color: ${vars.color.textCritical};
  }
  & [data-part='secondary'] {
    color: ${vars.color.textSecondary};
    font-size: ${vars.fontSize.sm};
  }
  & dl {
    display: grid;
    grid-template-columns: auto 1fr;
    gap: ${vars.space[2]} ${vars.space[5]};
    margin: 0;
    font-size: ${vars.fontSize.md};
  }
  :root[data-layout='desktop'] & dl {
    grid-template-columns: repeat(3, auto 1fr);
  }
  & dt {
    color: ${vars.color.textSecondary};
  }
  & dd {
    margin: 0;
    text-align: end;
    overflow-wrap: anywhere;
  }
  & [data-part='reply'] {
    padding: ${vars.space[3]} ${vars.space[4]};
    border-radius: ${vars.radius.md};
    background: ${vars.color.bgFillSecondary};
    font-size: ${vars.fontSize.md};
  }
`;
