// Collects every broken rule of a form before answering, so the console can mark all fields at once.
import { AppError } from './errors.js';

export class FieldErrors {
  private readonly errors: Record<string, string[]> = {};

  add(field: string, message: string) {
    this.errors[field] = [...(this.errors[field] ?? []), message];
    return this;
  }

  /** Throws a 400 naming every field added so far; does nothing when there is none. */
  throwIfAny() {
    if (Object.keys(this.errors).length > 0) {
      throw new AppError(400, 'Bad Request', 'The request has invalid fields.', this.errors);
    }
  }
}
