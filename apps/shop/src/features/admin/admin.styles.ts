import { css, styled } from 'styled-components';
import { Panel, panelSurface, vars, visuallyHidden, phoneGutter } from '@bazaar/ui';
import { bareList } from '../../app/layout/bare-list.js';

/** The operator console on desktop: its side navigation beside the page. */
export const Frame = styled.div`
  display: grid;
  grid-template-columns: auto minmax(0, 1fr);
  /* The side navigation's column runs to the window's foot under the header, as the merchant's
     and the user's (the frame sits in the page's flow, so a short queue ended it mid-window). */
  min-height: calc(100dvh - ${vars.size.header});

  & > [data-part='main'] {
    min-width: 0;
  }
`;

/** A screen's column of sections (notes, filters, the list). */
export const Column = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${vars.layout.sectionGap};
  padding-bottom: ${vars.space[8]};
`;

/** A short line of help under the title (the money note, a screen's purpose). */
export const Note = styled.p`
  margin: 0;
  color: ${vars.color.textSecondary};
  font-size: ${vars.fontSize.sm};
  ${phoneGutter}
`;

/** A row of filters or actions above a list. */
export const Toolbar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: ${vars.space[4]};
  ${phoneGutter}
  & > [data-part='grow'] {
    flex: 1 1 12rem;
    min-width: 0;
  }
`;

/** What a record holds under its heading: a quoted text, its pictures, its actions. */
const recordParts = css`
  & p {
    margin: 0;
    white-space: pre-wrap;
    overflow-wrap: anywhere;
  }
  & [data-part='quote'] {
    padding: ${vars.space[3]} ${vars.space[4]};
    border-radius: ${vars.radius.md};
    background: ${vars.color.bgSurfaceSecondary};
  }
  /* Thumbnails of the mobile design's size (a bare 4rem was 150 px: the root font is a tenth of the width). */
  & [data-part='images'] {
    display: grid;
    grid-template-columns: repeat(
      auto-fill,
      minmax(${vars.size.avatar.lg}, calc(${vars.size.avatar.lg} * 1.25))
    );
    gap: ${vars.space[2]};
    ${bareList}
  }
  & [data-part='actions'] {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    justify-content: flex-end;
    gap: ${vars.space[3]};
  }
  /* A link to the record's own page leads the row; the decisions stay at its end. */
  & [data-part='actions'] > a {
    margin-inline-end: auto;
    color: ${vars.color.textLink};
  }
`;

/** One record of a review list: heading and status, its fields, then its actions. */
export const Card = styled.article`
  display: flex;
  flex-direction: column;
  gap: ${vars.space[4]};
  ${panelSurface}

  & > header {
    display: flex;
    align-items: flex-start;
    justify-content: space-between;
    gap: ${vars.space[3]};
  }
  & h3 {
    margin: 0;
    font-size: ${vars.fontSize.lg};
    font-weight: ${vars.fontWeight.bold};
    overflow-wrap: anywhere;
  }
  & [data-part='sub'] {
    display: block;
    margin-top: ${vars.space[1]};
    color: ${vars.color.textSecondary};
    font-size: ${vars.fontSize.sm};
  }
  ${recordParts}
`;

/**
 * One record as the ui's titled `Panel` (heading, its status beside it, a line under it), with a
 * record's quoted text, pictures and actions.
 */
export const RecordPanel = styled(Panel)`
  ${recordParts}
  & > time,
  & > [data-part='description'] > span {
    color: ${vars.color.textSecondary};
    font-size: ${vars.fontSize.sm};
  }
  & > [data-part='description'] > span {
    display: block;
  }
  & > [data-part='heading'] > [data-part='actions'] {
    align-self: flex-start;
  }
`;

/** The label-value pairs of a record: stacked on mobile, in columns on desktop. */
export const Fields = styled.dl`
  display: grid;
  grid-template-columns: max-content minmax(0, 1fr);
  gap: ${vars.space[2]} ${vars.space[4]};
  margin: 0;
  font-size: ${vars.fontSize.md};

  :root[data-layout='desktop'] & {
    grid-template-columns: repeat(2, max-content minmax(0, 1fr));
  }
  & dt {
    color: ${vars.color.textSecondary};
  }
  & dd {
    margin: 0;
    overflow-wrap: anywhere;
  }
  & [data-part='money'] {
    font-variant-numeric: tabular-nums;
    font-weight: ${vars.fontWeight.medium};
  }
`;

/** A form inside a dialog or a page: fields in a column. */
export const FormFields = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${vars.space[5]};
  text-align: start;
`;

/** Text for screen readers only (a table's caption, an actions column's heading). */
export const Hidden = styled.span`
  ${visuallyHidden}
`;
