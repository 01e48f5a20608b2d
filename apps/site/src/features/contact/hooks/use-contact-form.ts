import type { ContactForm as ContactValues, ContactFormInput } from '@ohmstead/contracts/contact';
import { DEFAULT_ENQUIRY_TOPIC } from '@ohmstead/contracts/enquiry-topics';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import type { CaptchaHandle } from '@/components/captcha/Captcha';
import { fetchPublicConfig } from '@/components/captcha/useCaptchaConfig';
import { lazyZodResolver } from '@/components/form/lazy-zod-resolver';

/** The form's rules and sending (with zod) load at the first submit: they are no part of the page's first load. */
const resolver = lazyZodResolver<ContactFormInput, ContactValues>(async () => {
  const { contactFormSchema } = await import('@ohmstead/contracts/contact');
  return contactFormSchema;
});

const emptyForm: ContactFormInput = {
  first_name: '',
  last_name: '',
  company: '',
  phone: '',
  title: '',
  email: '',
  topic: DEFAULT_ENQUIRY_TOPIC,
  message: '',
  emailConsent: false,
  captcha: '',
};

/**
 * The contact enquiry's form state and sending (docs/product.md §1.4, §1.5): errors hidden until the
 * first submit, then following every change; a valid submit keeps `sending` until the page is left
 * through the lead post, and a failed e-mail request or a page restored from the cache starts over.
 */
export function useContactForm() {
  const form = useForm<ContactFormInput, unknown, ContactValues>({
    resolver,
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    defaultValues: emptyForm,
  });
  const [sending, setSending] = useState(false);
  const captchaRef = useRef<CaptchaHandle | null>(null);

  const startOver = useCallback(() => {
    setSending(false);
    // A proof is accepted once per purpose, so a new attempt needs a fresh one.
    captchaRef.current?.reset();
  }, []);

  // Coming back with the browser's Back button restores this page from the cache, still "sending".
  useEffect(() => {
    const onPageShow = (event: PageTransitionEvent) => {
      if (event.persisted) startOver();
    };
    window.addEventListener('pageshow', onPageShow);
    return () => window.removeEventListener('pageshow', onPageShow);
  }, [startOver]);

  const send = async (values: ContactValues) => {
    setSending(true);
    const config = await fetchPublicConfig();
    if (config.status !== 'ready') return startOver();
    const { submitContact } = await import('../api/submitContact');
    const outcome = await submitContact(values, config.config.leadCapture);
    // docs/product.md §1.8: a failed e-mail request only clears the loading state; no message is shown.
    if (outcome === 'mail-failed') startOver();
  };

  return { form, sending, captchaRef, send };
}
