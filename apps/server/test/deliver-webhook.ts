/**
 * Posts a gateway's event to our webhook as the gateways do: signed in the gateway's header (a fresh
 * signature per attempt, or none when `sign` gives null), and again on a non-2xx answer up to
 * `retries` times. The statuses our server answered, in order.
 */
export async function deliverWebhook(
  url: string,
  raw: string,
  headerName: string,
  sign: () => string | null,
  retries = 0,
): Promise<number[]> {
  const statuses: number[] = [];
  for (let attempt = 0; attempt <= retries; attempt++) {
    const header = sign();
    const response = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(header === null ? {} : { [headerName]: header }) },
      body: raw,
    });
    statuses.push(response.status);
    await response.arrayBuffer();
    if (response.ok) break;
  }
  return statuses;
}
