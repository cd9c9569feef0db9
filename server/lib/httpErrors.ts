// Errors a route throws to answer with a status, a message and optional field messages.
export class HttpProblem extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly errors?: Record<string, string>,
  ) {
    super(message);
  }
}

export const MESSAGES = {
  unauthenticated: 'You are not allowed or logged out from the system.',
  forbidden: 'You are not authorized to access that page',
  notFound: 'Not found.',
  serverError: 'Something went wrong.',
} as const;

export const notFound = (what = 'Record') => new HttpProblem(404, `${what} not found.`);
