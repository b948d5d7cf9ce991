/**
 * An error a route throws on purpose: it becomes `{"error": {code, message, fields?,
 * details?}}` with its status.
 */
export class ApiError extends Error {
  readonly statusCode: number;
  readonly code: string;
  /** Codes by dotted field path, for form errors. */
  readonly fields: Record<string, string> | undefined;
  /** The facts the code's message needs (a deadline), as the contract documents them. */
  readonly details: Record<string, unknown> | undefined;

  constructor(
    statusCode: number,
    code: string,
    message: string,
    fields?: Record<string, string>,
    details?: Record<string, unknown>,
  ) {
    super(message);
    this.name = 'ApiError';
    this.statusCode = statusCode;
    this.code = code;
    this.fields = fields;
    this.details = details;
  }
}
