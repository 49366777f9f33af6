// For an integration test file: a loopback SMTP server started before its tests, emptied and
// accepting again before each, closed after. Read it as `smtp.server` inside the tests.
import { afterAll, beforeAll, beforeEach } from "vitest";
import { startSmtpServer } from "./smtp";

export function setUpSmtpServer() {
  const smtp = {} as { server: Awaited<ReturnType<typeof startSmtpServer>> };
  beforeAll(async () => {
    smtp.server = await startSmtpServer();
  });
  afterAll(() => smtp.server.close());
  beforeEach(() => {
    smtp.server.received.length = 0;
    smtp.server.refuse(false);
  });
  return smtp;
}
