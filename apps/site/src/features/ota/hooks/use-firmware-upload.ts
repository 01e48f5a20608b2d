import { type Release, uploadFirmwareFieldsSchema } from '@ohmstead/contracts/ota';
import { type FormEvent, useRef, useState } from 'react';
import { fieldErrors } from '@/lib/field-errors';
import { useOtaApi } from '../api/ota-api';
import { otaWords } from '../ota-words';
import { sha256Of } from '../sha256';

const emptyFields = { componentId: '', version: '', releaseNotes: '', sha256: '', allowDowngrade: false };

/**
 * The firmware upload form's values, its checks (the contract's rules, a file and a component), and the
 * upload: the fields first, then the file, so the server checks the rules before it stores a byte.
 */
export function useFirmwareUpload(onUploaded: (message: string, release: Release) => void) {
  const api = useOtaApi();
  const [values, setValues] = useState(emptyFields);
  const [file, setFile] = useState<File | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const fileRef = useRef<HTMLInputElement>(null);
  const set = (name: keyof typeof values, value: string | boolean) =>
    setValues((current) => ({ ...current, [name]: value }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    const fields = {
      componentId: values.componentId,
      version: values.version,
      releaseNotes: values.releaseNotes,
      sha256: values.sha256.trim() || (file ? await sha256Of(file) : ''),
      allowDowngrade: String(values.allowDowngrade),
    };
    const parsed = uploadFirmwareFieldsSchema.safeParse(fields);
    const next = parsed.success ? {} : fieldErrors(parsed.error.issues);
    if (!file) next.file = otaWords.upload.file + ' is required';
    if (!values.componentId) next.componentId = 'Choose a component';
    setErrors(next);
    if (!parsed.success || !file || Object.keys(next).length > 0) return;
    const form = new FormData();
    for (const [name, value] of Object.entries(fields)) form.append(name, value);
    form.append('file', file);
    setSending(true);
    const result = await api.upload(form);
    setSending(false);
    if (!result.ok) return setFailure(result.message);
    setValues({ ...emptyFields, componentId: values.componentId });
    setFile(null);
    if (fileRef.current) fileRef.current.value = '';
    onUploaded(result.data.message, result.data.release);
  };

  return { values, set, setFile, fileRef, errors, failure, sending, submit };
}
