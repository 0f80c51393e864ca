/** Focuses the form control named `name` (the field a validation refusal concerns), if any. */
export function focusField(form: HTMLFormElement | null, name: string | undefined): void {
  if (!form || !name) return;
  const control = form.elements.namedItem(name);
  if (control instanceof HTMLElement) control.focus();
}
