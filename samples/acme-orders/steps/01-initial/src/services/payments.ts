export interface PaymentsClient {
  /** Reserves the amount on the customer's card; returns the provider's authorization id. */
  authorize(orderId: string, amount: number, currency: string): Promise<string>;
  refund(orderId: string): Promise<void>;
}

export function createPaymentsClient(apiKey: string, baseUrl = 'https://payments.acme.example/v2'): PaymentsClient {
  async function call(path: string, body: unknown): Promise<{ id: string }> {
    const response = await fetch(`${baseUrl}${path}`, {
      method: 'POST',
      headers: { authorization: `Bearer ${apiKey}`, 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    if (!response.ok) {
      throw new Error(`Payment provider answered ${response.status} for ${path}`);
    }
    return (await response.json()) as { id: string };
  }

  return {
    async authorize(orderId, amount, currency) {
      const result = await call('/authorizations', { reference: orderId, amount, currency });
      return result.id;
    },
    async refund(orderId) {
      await call('/refunds', { reference: orderId });
    },
  };
}
