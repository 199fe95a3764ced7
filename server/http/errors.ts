/**
 * The small family of errors a handler or service throws. One global error handler
 * (./errorHandler.ts) turns each into the envelope; the HTTP status comes from domain HTTP_STATUS
 * (business errors answer 200 with success:false).
 */
import { ERROR_MESSAGES, ErrorCode, HTTP_STATUS, type ErrorCode as ErrorCodeValue } from '../../domain/errors';

export class AppError extends Error {
  readonly httpStatus: number;

  constructor(
    readonly errorCode: ErrorCodeValue | (string & {}),
    message?: string,
  ) {
    super(message || ERROR_MESSAGES[errorCode as ErrorCodeValue] || errorCode);
    this.name = new.target.name;
    this.httpStatus = HTTP_STATUS[errorCode as ErrorCodeValue] ?? 200;
  }
}

/** A rule of the product said no (wrong code, rate limited, not a member…). */
export class BusinessError extends AppError {}

/** Input did not match the contract; the message names the field. */
export class ValidationError extends AppError {
  constructor(message: string) {
    super(ErrorCode.VALIDATION, message);
  }
}

/** No valid session. */
export class UnauthenticatedError extends AppError {
  constructor() {
    super(ErrorCode.NOT_LOGGED_IN);
  }
}

/** Logged in, but the access rule of the contract denies it. */
export class ForbiddenError extends AppError {
  constructor() {
    super(ErrorCode.FORBIDDEN);
  }
}

export class NotFoundError extends AppError {
  constructor(message?: string) {
    super(ErrorCode.NOT_FOUND, message);
  }
}
