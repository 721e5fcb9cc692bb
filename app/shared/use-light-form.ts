import { useRef, useState, type BaseSyntheticEvent } from "react";
import type { FieldErrors, FieldValues, Path, Resolver, UseFormRegisterReturn } from "react-hook-form";

type Control = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;
type ErrorOption = { message?: string; type?: string };

/**
 * The part of react-hook-form's `useForm` that the public forms use (register, handleSubmit, setError, setFocus,
 * reset, errors, isSubmitting), with its default behaviour: validation through the resolver on submit; focus on the
 * first field in error (form order); after the first submit each change validates again and updates that field's
 * message. react-hook-form itself is ~14 KB gzipped, an eighth of a page's script budget (decision 006); the admin
 * area and the lazily loaded booking dialog keep it. Controls are uncontrolled: values are read from them.
 */
export function useLightForm<TInput extends FieldValues, TOutput = TInput>(options: {
  resolver: Resolver<TInput, unknown, TOutput>;
  defaultValues: TInput;
}) {
  const [errors, setErrors] = useState<FieldErrors<TInput>>({});
  const [isSubmitting, setSubmitting] = useState(false);
  const latest = useRef(options);
  latest.current = options;
  // Made once, so the functions stay the same between renders (effects may depend on them), as react-hook-form's do.
  const [form] = useState(() => createForm(latest, setErrors, setSubmitting));
  /** A text control's wiring and its message, for `<TextField {...field("email")} />`. */
  const field = <TName extends Path<TInput>>(name: TName) => ({
    ...form.register(name),
    error: (errors as Record<string, { message?: string } | undefined>)[name]?.message,
  });
  return { ...form, field, formState: { errors, isSubmitting } };
}

function createForm<TInput extends FieldValues, TOutput>(
  latest: { current: { resolver: Resolver<TInput, unknown, TOutput>; defaultValues: TInput } },
  setErrors: (update: (current: FieldErrors<TInput>) => FieldErrors<TInput>) => void,
  setSubmitting: (submitting: boolean) => void,
) {
  // Registration order is the form's order, which decides which field takes focus.
  const controls = new Map<string, Control>();
  const submitted = { current: false };

  const values = () => {
    const current: Record<string, unknown> = { ...latest.current.defaultValues };
    for (const [name, control] of controls) current[name] = control.value;
    return current as TInput;
  };
  const validate = () =>
    latest.current.resolver(values(), undefined, {
      fields: {},
      shouldUseNativeValidation: false,
      names: [...controls.keys()] as never,
    });
  const errorOf = (found: FieldErrors<TInput>, name: string) => (found as Record<string, unknown>)[name];
  const withError = (name: string, error: unknown) =>
    setErrors((current) => {
      const next: Record<string, unknown> = { ...current };
      if (error) next[name] = error;
      else delete next[name];
      return next as FieldErrors<TInput>;
    });

  const register = <TName extends Path<TInput>>(name: TName): UseFormRegisterReturn<TName> => ({
    name,
    ref: (control: Control | null) => {
      if (!control) return;
      // As react-hook-form does on registering: the control starts from its default value.
      if (!controls.has(name)) control.value = String(latest.current.defaultValues[name] ?? "");
      controls.set(name, control);
    },
    onChange: async () => {
      if (!submitted.current) return;
      const result = await validate();
      withError(name, errorOf(result.errors, name));
    },
    onBlur: async () => {},
  });

  const handleSubmit =
    (onValid: (values: TOutput) => unknown | Promise<unknown>) => async (event?: BaseSyntheticEvent) => {
      event?.preventDefault();
      setSubmitting(true);
      try {
        const result = await validate();
        const names = Object.keys(result.errors);
        if (names.length > 0) {
          setErrors(() => result.errors);
          [...controls].find(([name]) => names.includes(name))?.[1].focus();
          return;
        }
        setErrors(() => ({}));
        await onValid(result.values as TOutput);
      } finally {
        submitted.current = true;
        setSubmitting(false);
      }
    };

  const setError = (name: Path<TInput>, error: ErrorOption, options?: { shouldFocus?: boolean }) => {
    withError(name, { type: "server", ...error });
    if (options?.shouldFocus) controls.get(name)?.focus();
  };

  const setFocus = (name: Path<TInput>) => controls.get(name)?.focus();

  const reset = (next: TInput = latest.current.defaultValues) => {
    for (const [name, control] of controls) control.value = String(next[name as Path<TInput>] ?? "");
    submitted.current = false;
    setErrors(() => ({}));
  };

  return { register, handleSubmit, setError, setFocus, reset };
}
