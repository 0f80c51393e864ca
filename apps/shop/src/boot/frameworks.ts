// The second of the start-up's steps (`main.tsx`): the build puts this module in the `frameworks`
// chunk, with every other package the app starts with (the router, react-aria, i18next, SWR,
// decimal.js...), so importing it evaluates them, a task of its own.

/** Read by `main.tsx`. */
export const FRAMEWORKS = true;
