// jsdom with Node's fetch API, so component tests exercise the real API client against a fake fetch.
const { TestEnvironment } = require('jest-environment-jsdom');

class JsdomWithFetch extends TestEnvironment {
  constructor(config, context) {
    super(config, context);
    Object.assign(this.global, {
      fetch,
      Request,
      Response,
      Headers,
      ReadableStream,
      AbortController,
      AbortSignal,
      structuredClone,
    });
  }
}
module.exports = JsdomWithFetch;
