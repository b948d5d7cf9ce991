/** The star after a required field's label or legend; the control itself says "required". */
export function RequiredMark() {
  return (
    <span className="form-field__required" aria-hidden="true">
      {' *'}
    </span>
  );
}
