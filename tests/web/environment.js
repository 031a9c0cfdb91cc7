// jsdom as the browser, with the fetch API's classes of Node (which every browser has and jsdom lacks): React Router's
// data router builds a Request for each navigation. Its AbortController must be Node's too, for Request to take its
// signal. TextEncoder and TextDecoder: React Router encodes addresses with them.
import { TestEnvironment } from 'jest-environment-jsdom';

export default class WebTestEnvironment extends TestEnvironment {
  constructor(config, context) {
    super(config, context);
    Object.assign(this.global, { Request, Response, Headers, AbortController, AbortSignal, TextEncoder, TextDecoder });
  }
}
