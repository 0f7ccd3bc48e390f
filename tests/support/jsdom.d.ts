/** The one part of jsdom (a devDependency the unit tests' environment uses) the office's test client reads pages with. */
declare module "jsdom" {
  export class JSDOM {
    constructor(html: string);
    readonly window: { document: Document };
  }
}
