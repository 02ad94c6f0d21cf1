/** A request the simulator refuses as a real service would, answered with this status, error type and text. */
export class BadRequest extends Error {
  constructor(
    readonly status: number,
    readonly errorType: string,
    message: string,
  ) {
    super(message);
  }
}
