import { styled } from 'styled-components';
import { vars } from '@bazaar/ui';

/**
 * A row of a list (a conversation, a notice, an order to send): the main part (a link or a
 * button) with a picture and text, then actions at the end.
 */
export const Row = styled.div`
  display: flex;
  align-items: center;
  gap: ${vars.space[4]};
  padding: ${vars.space[4]} ${vars.layout.gutter};
  background: ${vars.color.bgSurface};

  & [data-part='main'] {
    flex: 1;
    min-width: 0;
    display: flex;
    align-items: center;
    gap: ${vars.space[4]};
    color: ${vars.color.text};
    text-decoration: none;
    text-align: start;
    background: none;
    border: 0;
    padding: 0;
    font: inherit;
    cursor: pointer;
  }
  & [data-part='main']:focus-visible {
    outline: 2px solid ${vars.color.borderFocus};
    outline-offset: 2px;
  }
  & [data-part='text'] {
    flex: 1;
    min-width: 0;
    display: flex;
    flex-direction: column;
    gap: ${vars.space[1]};
  }
  & [data-part='line'] {
    display: flex;
    align-items: baseline;
    justify-content: space-between;
    gap: ${vars.space[3]};
  }
  & [data-part='name'] {
    overflow: hidden;
    font-weight: ${vars.fontWeight.medium};
    white-space: nowrap;
    text-overflow: ellipsis;
  }
  & [data-part='time'] {
    flex: none;
    color: ${vars.color.textSecondary};
    font-size: ${vars.fontSize.sm};
  }
  & [data-part='preview'] {
    overflow: hidden;
    color: ${vars.color.textSecondary};
    font-size: ${vars.fontSize.md};
    white-space: nowrap;
    text-overflow: ellipsis;
  }
  & [data-part='body'] {
    color: ${vars.color.textSecondary};
    font-size: ${vars.fontSize.md};
  }
  &[data-unread] [data-part='name'] {
    font-weight: ${vars.fontWeight.bold};
  }
  & [data-part='media'] {
    flex: none;
    width: ${vars.size.avatar.md};
  }
`;

/** The messages screen on desktop: conversations and notices side by side. */
export const Columns = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 3fr) minmax(0, 2fr);
  gap: ${vars.layout.sectionGap};
  align-items: start;

  & > section {
    background: ${vars.color.bgSurface};
    border-radius: ${vars.radius.lg};
    box-shadow: ${vars.shadow.card};
    overflow: hidden;
  }
  & > section > header {
    display: flex;
    align-items: center;
    justify-content: space-between;
    gap: ${vars.space[3]};
    padding: ${vars.space[5]} ${vars.space[6]} 0;
  }
  & h2 {
    margin: 0;
    font-size: ${vars.fontSize.lg};
  }
`;

/** A toolbar over a list (mark all read). */
export const Toolbar = styled.div`
  display: flex;
  justify-content: flex-end;
  padding: ${vars.space[3]} ${vars.layout.gutter} 0;
`;

/**
 * The conversation: the messages, scrolling inside themselves, then the composer at the bottom. On
 * mobile it takes what the page leaves under the nav bar (a `fill` page: the visible height, above
 * the keyboard); on desktop a card most of the window tall.
 */
export const ChatFrame = styled.div`
  flex: 1;
  min-height: 0;
  display: flex;
  flex-direction: column;

  /* The log scrolls from its end (column-reverse: its scroll origin is the bottom), so the latest
     message stays in view when the box shrinks (the keyboard, the goods card above the composer)
     or the thread grows (a picture, a font, a new message), and earlier messages loaded above do
     not move what is read (scrolled to the end, the largest offset clamps to it). Its one child, the thread, reads top to bottom and fills a short log
     from the top. */
  & [role='log'] {
    flex: 1;
    min-height: 0;
    overflow-y: auto;
    overscroll-behavior: contain;
    display: flex;
    flex-direction: column-reverse;
    /* The browser's scroll anchoring would keep a message at the top in place instead. */
    overflow-anchor: none;
  }
  & [data-part='thread'] {
    flex: 1 0 auto;
    display: flex;
    flex-direction: column;
    gap: ${vars.space[4]};
    padding: ${vars.space[4]} ${vars.layout.gutter};
  }
  & [data-part='earlier'] {
    display: flex;
    justify-content: center;
  }
  & [data-part='composer'] {
    flex: none;
    display: flex;
    flex-direction: column;
    gap: ${vars.space[3]};
    padding: ${vars.space[3]} ${vars.layout.gutter};
    padding-bottom: calc(${vars.space[3]} + env(safe-area-inset-bottom));
    background: ${vars.color.bgSurface};
    box-shadow: ${vars.shadow.bar};
  }
  & [data-part='tools'] {
    display: flex;
    align-items: center;
    gap: ${vars.space[2]};
  }
  & [data-part='input'] {
    flex: 1;
    min-width: 0;
  }
  /* The composer is already the bar: the input row inside it drops its own bar (a second padding
     that squeezed the text box, and a top border that ran from the picture button only). */
  & [data-part='input'] > * {
    padding: 0;
    border-top: 0;
    background: none;
  }
  :root[data-layout='desktop'] & {
    height: 72vh;
    min-height: 420px;
    overflow: hidden;
    background: ${vars.color.bgSurface};
    border-radius: ${vars.radius.lg};
    box-shadow: ${vars.shadow.card};
  }
`;

/** A card above the composer: the goods being asked about, with its send button. */
export const ContextCard = styled.section`
  display: flex;
  align-items: center;
  gap: ${vars.space[4]};
  padding: ${vars.space[3]};
  border: 1px solid ${vars.color.border};
  border-radius: ${vars.radius.md};

  & [data-part='media'] {
    flex: none;
    width: ${vars.size.avatar.lg};
  }
  & [data-part='text'] {
    flex: 1;
    min-width: 0;
    display: flex;
    flex-direction: column;
    gap: ${vars.space[2]};
  }
  & h2 {
    margin: 0;
    overflow: hidden;
    font-size: ${vars.fontSize.md};
    font-weight: ${vars.fontWeight.regular};
    white-space: nowrap;
    text-overflow: ellipsis;
  }
`;

/** The bar shown while a voice message is recorded. */
export const RecordingBar = styled.div`
  display: flex;
  align-items: center;
  gap: ${vars.space[4]};

  & [role='timer'] {
    flex: 1;
    color: ${vars.color.textCritical};
    font-variant-numeric: tabular-nums;
  }
`;
