import type { ZodError } from 'zod';

/** An error a user reads: a German title and message, shown as the spec's catalogue says. */
export class UserError extends Error {
  constructor(
    readonly title: string,
    message: string,
  ) {
    super(message);
    this.name = 'UserError';
  }
}

export interface FieldProblem {
  field: string;
  message: string;
}

export class ValidationError extends UserError {
  constructor(
    title: string,
    message: string,
    readonly fields: FieldProblem[],
  ) {
    super(title, message);
    this.name = 'ValidationError';
  }

  /** One problem, shown as the headline and at its field. */
  static onField(title: string, field: string, message: string): ValidationError {
    return new ValidationError(title, message, [{ field, message }]);
  }

  /** The first problem is the headline; every problem stays attached to its field. */
  static ofFields(title: string, fields: FieldProblem[]): ValidationError {
    return new ValidationError(title, fields[0]?.message ?? 'Bitte prüfen Sie Ihre Eingaben.', fields);
  }

  static fromZod(error: ZodError, title = 'Ungültige Eingabe'): ValidationError {
    return ValidationError.ofFields(title, error.issues.map((issue) => ({ field: issue.path.join('.'), message: issue.message })));
  }
}
