import { REM_BASE_PX } from '@bazaar/domain';
import { createGlobalStyle } from 'styled-components';
import { cssVariables, vars } from '../tokens/css-variables.js';

/**
 * Declares the tokens once and sets the base document styles.
 *
 * The root font size is min(window width / 10, 37.5px) (spec section 9), so `rem()` of a px value
 * of the 375-wide design scales with narrow windows and stays 1:1 from 375 px up. `10vw` is the
 * window width including the scroll bar, like `window.innerWidth`; the browser re-evaluates it on
 * every resize, so no resize listener is needed.
 */
export const GlobalStyle = createGlobalStyle`
${cssVariables}
html {
  font-size: min(10vw, ${REM_BASE_PX}px);
  -webkit-text-size-adjust: 100%;
}
*, *::before, *::after {
  box-sizing: border-box;
}
body {
  margin: 0;
  font-family: ${vars.fontFamily.sans};
  font-size: ${vars.fontSize.md};
  line-height: ${vars.lineHeight.normal};
  color: ${vars.color.text};
  background: ${vars.color.bg};
  -webkit-font-smoothing: antialiased;
}
/* Japanese has no spaces: Chromium breaks its lines at phrases ("ワイヤレスヘッドホン" whole), not
   inside a word ("ヘッドホ / ン"). Inherited from the element that is Japanese (the page, or a
   part marked lang="ja"), so a component's own word-break still applies inside it. */
:where([lang]:lang(ja)) {
  word-break: auto-phrase;
}
button, input, select, textarea {
  font: inherit;
  color: inherit;
}
img {
  display: block;
  max-width: 100%;
}
@media (prefers-reduced-motion: reduce) {
  *, *::before, *::after {
    animation-duration: 0ms !important;
    animation-iteration-count: 1 !important;
    transition-duration: 0ms !important;
    scroll-behavior: auto !important;
  }
}
`;
