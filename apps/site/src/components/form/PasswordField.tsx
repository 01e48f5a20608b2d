import { TextField, type TextFieldProps } from './TextField';

/** A required password box, its characters hidden; the form's `autoComplete` tells which password it is. */
export function PasswordField(props: Omit<TextFieldProps, 'type' | 'required'>) {
  return <TextField type="password" required {...props} />;
}
