/** An error a route throws on purpose: it becomes `{"error": {code, message, fields?}}` with its status. */
export class ApiError extends Error {
  readonly statusCode: number;
  readonly code: string;
  /** Codes by dotted field path, for form errors. */
  readonly fields: Record<string, string> | undefined;

  constructor(statusCode: number, code: string, message: string, fields?: Record<string, string>) {
    super(message);
    this.name = 'ApiError';
    this.statusCode = statusCode;
    this.code = code;
    this.fields = fields;
  }
}
