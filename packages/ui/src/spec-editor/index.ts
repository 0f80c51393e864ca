export { SpecEditor } from './spec-editor.js';
export type { SpecEditorProps, SpecGroupValue } from './spec-editor.js';
