// An HTTP answer as one value, so a test checks its status and body in one assertion (and a failure shows both).

/** The response's status and JSON body. */
export async function answerOf(response: Response): Promise<{ status: number; body: unknown }> {
  return { status: response.status, body: await response.json() };
}
