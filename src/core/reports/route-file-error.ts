/**
 * A route file that was refused, with a message that says what is wrong and where (a line, a
 * waypoint), so the navigator can fix the file or ask its sender. The handlers turn it into a
 * PassageError with the same code and message.
 */
export class RouteFileError extends Error {
  constructor(
    readonly code: 'file_refused',
    message: string,
  ) {
    super(message);
    this.name = 'RouteFileError';
  }
}

export function refuse(fileName: string, what: string): RouteFileError {
  return new RouteFileError('file_refused', `${fileName} was not imported: ${what}`);
}

/** A voyage that cannot be written as a route file (too few waypoints, times no file can hold). */
export class RouteExportError extends Error {
  readonly code = 'export_refused';
}
