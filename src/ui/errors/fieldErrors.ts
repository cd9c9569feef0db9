// The server's field messages of a failed save, in the shape react-admin's Form sets beside each input.
import { HttpError } from 'react-admin';

/**
 * The `{field: message}` of a 400 or 409 answer, nested fields as dotted paths. A parent path (`property`) sent along
 * with one of its fields (`property.zipcode`) is left out: setting it in the form would replace the field's own message.
 * `fieldPath` renames a server path to the form's input when the form holds only part of the body.
 */
export function serverFieldErrors(error: unknown, fieldPath = (path: string) => path): Record<string, string> | undefined {
  if (!(error instanceof HttpError)) return undefined;
  const errors = (error.body as { errors?: Record<string, string> } | undefined)?.errors;
  if (!errors) return undefined;
  const paths = Object.keys(errors);
  return Object.fromEntries(
    Object.entries(errors)
      .filter(([path]) => !paths.some((other) => other.startsWith(`${path}.`)))
      .map(([path, message]) => [fieldPath(path), message]),
  );
}
