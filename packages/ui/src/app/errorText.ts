// Every message the API sends back is shown through humanErrorText: the server's plain sentences as they are,
// its raw validator texts ("password: must be at least 6 characters.") as sentences a student understands,
// and anything technical (JSON, Content-Length, a field path) as the screen's own fallback text.

/** The fields a person types, named as the forms label them. */
const fieldNames: Record<string, string> = {
  email: 'Email',
  password: 'Password',
  newPassword: 'Password',
  currentPassword: 'Current password',
  name: 'Name',
};

/** A validator text: "<field>: <problem>." (apps/api/src/http/errors.ts describeValidationIssue). */
const validatorText = /^([A-Za-z][\w.]*|the request \w+): (.+)\.$/;

/** Server texts that describe the request, not the person's input: the screen's fallback says it better. */
const technicalText = /JSON|Content-Length|content type|request (body|headers)|address is too long|method/i;

function fieldProblem(field: string, problem: string): string | null {
  if (field === 'token' || field.endsWith('.token')) return 'This reset link is invalid or has expired.';
  const name = fieldNames[field.split('.').at(-1) ?? ''];
  if (!name) return null;
  if (problem === 'is required') {
    return name === 'Email' ? 'Please enter your email.' : `Please enter your ${name.toLowerCase()}.`;
  }
  if (problem === 'must be a valid email address') return 'Please enter a valid email address.';
  const atLeast = /^must be at least (\d+) characters$/.exec(problem);
  if (atLeast) return `${name} must be at least ${atLeast[1]} characters long.`;
  const atMost = /^must be at most (\d+) characters$/.exec(problem);
  if (atMost) return `${name} must be at most ${atMost[1]} characters long.`;
  if (problem === 'contains characters that are not allowed') {
    return `${name} contains characters that are not allowed.`;
  }
  return null;
}

/**
 * The text to show for an API error message: a plain sentence from the server as it is, a validator's raw
 * text turned into a sentence, and the fallback when there is no message or it only makes sense to a developer.
 */
export function humanErrorText(message: string | null | undefined, fallback: string): string {
  const text = message?.trim();
  if (!text) return fallback;
  const validator = validatorText.exec(text);
  if (validator) return fieldProblem(validator[1] ?? '', validator[2] ?? '') ?? fallback;
  if (technicalText.test(text)) return fallback;
  return text;
}
