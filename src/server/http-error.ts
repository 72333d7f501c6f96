/** An error whose message is safe to show to the client, with its HTTP status. */
export class HttpError extends Error {
  readonly statusCode: number;
  constructor(statusCode: number, message: string) {
    super(message);
    this.statusCode = statusCode;
  }
}

export const badRequest = (message: string) => new HttpError(400, message);
export const notFound = (message = "Not found") => new HttpError(404, message);
export const conflict = (message: string) => new HttpError(409, message);
export const forbidden = (message = "You do not have permission to do this") => new HttpError(403, message);
export const unauthorized = (message = "Authentication required") => new HttpError(401, message);
