/** The part of fetch the HTTP calls and the part transport use; tests and the simulator provide their own. */
export type FetchLike = (input: string, init: RequestInit) => Promise<Response>;
