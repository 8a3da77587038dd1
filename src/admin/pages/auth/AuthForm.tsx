import { Alert, Button, Link, TextField, Typography } from '@mui/material';
import { type FormEvent, type ReactNode, useState } from 'react';
import { useTranslate } from 'react-admin';
import { Navigate, Link as RouterLink } from 'react-router-dom';
import type { z } from 'zod';
import { CenteredCard } from '../../common/CenteredCard';
import { fieldErrors } from '../../common/fieldErrors';
import { paths } from '../../paths';

export interface AuthField<Name extends string> {
  name: Name;
  /** Translation keys. */
  label: string;
  hint?: string;
  type: 'text' | 'email' | 'tel' | 'password';
  autoComplete: string;
  inputMode?: 'numeric';
  maxLength?: number;
}

export interface AuthFormProps<Body extends Record<string, string>> {
  /** Prefix of the form's test ids: `${id}-form`, `${id}-<field>`, `${id}-submit`, `${id}-error`. */
  id: 'login' | 'signup';
  title: string;
  subtitle: string;
  icon: ReactNode;
  fields: ReadonlyArray<AuthField<Extract<keyof Body, string>>>;
  /** The shared contract's body schema: the same rules and messages as the server. */
  schema: z.ZodType<Body, Body>;
  submit: string;
  submitting: string;
  /** Shown when the call fails without a message of the server's (spec §8). */
  fallback: string;
  /**
   * Makes the call; resolves once the session is set, or rejects with an Error whose message is
   * for the visitor (the authProvider's login and signup give the server's message or their own).
   */
  send: (body: Body) => Promise<void>;
  /** Someone is signed in already: the form sends them home. */
  signedIn: boolean;
  /** The way to the other screen: prompt, link text, target, test id. */
  other: { prompt: string; link: string; to: string; testId: string };
}

/**
 * Sign-in and sign-up: fields checked by the contract first, then the call, errors inline. It
 * imports neither the HTTP client nor the session, so the sign-in page can show without them.
 */
export function AuthForm<Body extends Record<string, string>>(props: AuthFormProps<Body>) {
  type Field = Extract<keyof Body, string>;
  const { id, fields, schema, send, signedIn, other } = props;
  const translate = useTranslate();
  const [values, setValues] = useState(() => Object.fromEntries(fields.map((f) => [f.name, ''])) as Body);
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  // Already signed in (e.g. a bookmarked /login): go in. During a submit the page moves on itself.
  if (signedIn && !busy) return <Navigate to={paths.home} replace />;

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    // A new attempt: the previous attempt's server message no longer applies.
    setFailure(null);
    const parsed = schema.safeParse(values);
    setErrors(parsed.success ? {} : fieldErrors<Field>(parsed.error));
    if (!parsed.success) return;
    setBusy(true);
    try {
      await send(parsed.data);
    } catch (error) {
      setFailure(translate((error instanceof Error && error.message) || props.fallback));
      setBusy(false);
    }
  };

  // A field's problem (one of our texts, from the contract) or its hint, in the user's language.
  const shown = (words: string | undefined) => (words ? translate(words) : undefined);

  return (
    <CenteredCard title={translate(props.title)} subtitle={translate(props.subtitle)} icon={props.icon}>
      <form noValidate onSubmit={onSubmit} data-testid={`${id}-form`} aria-label={translate(props.title)}>
        {failure && (
          <Alert severity="error" role="alert" data-testid={`${id}-error`} sx={{ mb: 2 }}>
            {failure}
          </Alert>
        )}
        {fields.map((field, index) => (
          <TextField
            key={field.name}
            label={translate(field.label)}
            name={field.name}
            type={field.type}
            autoComplete={field.autoComplete}
            autoFocus={index === 0}
            required
            fullWidth
            margin="normal"
            value={values[field.name]}
            onChange={(event) => setValues((current) => ({ ...current, [field.name]: event.target.value }))}
            error={Boolean(errors[field.name])}
            helperText={shown(errors[field.name] ?? field.hint)}
            disabled={busy}
            slotProps={{
              htmlInput: {
                'data-testid': `${id}-${field.name}`,
                inputMode: field.inputMode,
                maxLength: field.maxLength,
              },
            }}
          />
        ))}
        <Button
          type="submit"
          variant="contained"
          fullWidth
          size="large"
          disabled={busy}
          data-testid={`${id}-submit`}
          sx={{ mt: 2 }}
        >
          {translate(busy ? props.submitting : props.submit)}
        </Button>
      </form>
      <Typography variant="body2" textAlign="center">
        {translate(other.prompt)}{' '}
        <Link component={RouterLink} to={other.to} data-testid={other.testId}>
          {translate(other.link)}
        </Link>
      </Typography>
    </CenteredCard>
  );
}
