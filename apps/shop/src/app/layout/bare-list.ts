import { css } from 'styled-components';

/** A list without the browser's bullets, indent and margins: its items laid out by its own rules. */
export const bareList = css`
  margin: 0;
  padding: 0;
  list-style: none;
`;
