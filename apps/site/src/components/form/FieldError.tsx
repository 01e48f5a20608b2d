/** A field's validation message. role="alert" so it is announced as soon as it appears or changes. */
export function FieldError({ id, message }: { id: string; message: string | undefined }) {
  if (!message) return null;
  return (
    <p id={id} className="form-field__error" role="alert">
      {message}
    </p>
  );
}
