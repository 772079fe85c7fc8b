// Runs the consumer tests, saves the pact they wrote, then verifies apps/api against it, in that order.
// The pacts are then checked against openapi.yaml (pact-openapi.test.ts).
// One file because Vitest orders files only by its root-wide sequencer (a project cannot pick its own), while
// tests inside a file run in the order they are registered, and ES imports register them in the order below.
import './consumer/auth.pact.ts';
import './consumer/pages.pact.ts';
import './consumer/describe-parts.pact.ts';
import './consumer/me.pact.ts';
import './consumer/account.pact.ts';
import './consumer/checkout.pact.ts';
import './consumer/review.pact.ts';
import './consumer/money.pact.ts';
import './consumer/http-rules.pact.ts';
import './consumer/payments.pact.ts';
import './consumer/hindi.pact.ts';
import './consumer/publish.ts';
import './provider/apiProvider.verify.ts';
import './provider/moneyRules.verify.ts';
import './provider/paymentRules.verify.ts';
import './pact-openapi.test.ts';
