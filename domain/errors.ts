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

  /** The first problem is the headline; every problem stays attached to its field. */
  static fromZod(error: ZodError, title = 'Ungültige Eingabe'): ValidationError {
    const fields = error.issues.map((issue) => ({ field: issue.path.join('.'), message: issue.message }));
    return new ValidationError(title, fields[0]?.message ?? 'Bitte prüfen Sie Ihre Eingaben.', fields);
  }
}
