// The one way a form saves through the dataProvider: a TanStack mutation whose `{errors}` answer lands on the form's fields.
import { useMutation } from '@tanstack/react-query';
import { setSubmissionErrors } from 'react-admin';
import { type FieldValues, useFormContext } from 'react-hook-form';
import { serverFieldErrors } from '../errors/fieldErrors';
import { useApiErrorToast } from '../errors/useApiErrorToast';

/**
 * A handler for react-admin's `<Form onSubmit>`: after a failed save it resolves to the server's field messages, which
 * `<Form>` sets beside each input (react-admin's submission errors); the failure itself goes to the shared error toast,
 * worded `failedMessage` when the answer carries no message of its own.
 */
export function useFormSave<Values, Result>(
  save: (values: Values) => Promise<Result>,
  onSaved?: (result: Result, values: Values) => unknown,
  failedMessage?: string,
) {
  const reportError = useApiErrorToast(failedMessage);
  const mutation = useMutation({ mutationFn: save });
  const submit = async (values: FieldValues) => {
    try {
      const result = await mutation.mutateAsync(values as Values);
      await onSaved?.(result, values as Values);
      return undefined;
    } catch (error) {
      reportError(error);
      return serverFieldErrors(error);
    }
  };
  return { submit, isPending: mutation.isPending };
}

/**
 * `<Form onSubmit>` around a mutation that reports its own failure (the property view's writes): resolves to the
 * server's field messages after a failed save; `then` runs after a successful one.
 */
export function submitTo<Values>(mutate: (values: Values) => Promise<unknown>, then?: () => unknown, fieldPath?: (path: string) => string) {
  return async (values: FieldValues) => {
    try {
      await mutate(values as Values);
    } catch (error) {
      return serverFieldErrors(error, fieldPath);
    }
    await then?.();
    return undefined;
  };
}

/**
 * A second way to submit the form it sits in (a "Send test" beside Save): the form's resolver validates first, then
 * `onSubmit` (a `useFormSave` or `submitTo` handler) runs, and the field messages it resolves to are set as `<Form>`
 * sets its own.
 */
export function useSubmitAction(onSubmit: (values: FieldValues) => Promise<Record<string, string> | undefined>) {
  const { handleSubmit, setError } = useFormContext();
  return handleSubmit(async (values) => {
    const errors = await onSubmit(values);
    if (errors) setSubmissionErrors(errors, setError);
  });
}
