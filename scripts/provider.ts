/**
 * `npm run provider`: starts the demo game provider as its own process
 * (server/src/provider/main.ts). Settings: WALLET_URL, PROVIDER_ID,
 * PROVIDER_KEY (from `npm run operator -- provider-add` or
 * `provider-rotate-key`), PROVIDER_PORT (8788), PROVIDER_DATABASE_URL or
 * PROVIDER_DATA_DIR. Start the gateway with DEMO_PROVIDER_URL pointing at it.
 */
import '../server/src/provider/main';
