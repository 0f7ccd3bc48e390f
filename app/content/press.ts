/**
 * Press coverage: the 29 items of /headlines, of which the home page shows the six newest
 * (spec sections 2, 3 and 9). Big on purpose, so pages read it in a route loader and it stays
 * out of every page's JavaScript.
 *
 * PLACEHOLDERS: fictional publications, headlines and example.com links. The firm replaces
 * them with its real press coverage (`npm run check:launch` lists every example.com link).
 * Facts must agree with the rest of the site: a settlement is not an "award", a case settled
 * before trial has no trial testimony, and honors fall within the years the honors list covers.
 */
export type PressItem = {
  publication: string;
  headline: string;
  /** Publication date, ISO 8601 (YYYY-MM-DD). */
  date: string;
  excerpt: string;
  /** Absolute https URL of the article. */
  link: string;
};

export const pressItems = [
  {
    publication: "North Bay Ledger",
    headline: "County agrees to $4M settlement in jail death lawsuit",
    date: "2024-10-08",
    excerpt:
      "The family of a man who died after a medical emergency in a county jail reached a settlement that also requires new training for custody staff on recognising medical distress.",
    link: "https://northbayledger.example.com/news/2024/10/county-jail-death-settlement",
  },
  {
    publication: "Redwood Coast Tribune",
    headline: "Family receives $3.8M after fatal restraint by officers",
    date: "2024-06-19",
    excerpt:
      "Attorneys said officers kept the man face down with weight on his back long after he stopped resisting. The city denied wrongdoing but agreed to revise its restraint policy.",
    link: "https://redwoodcoasttribune.example.com/local/2024/06/fatal-restraint-settlement",
  },
  {
    publication: "Golden State Law Weekly",
    headline: "Taser case settles for $1.8M before trial",
    date: "2024-02-27",
    excerpt:
      "The lawsuit alleged that a man was shocked repeatedly while lying on the ground. An expert report filed for the plaintiff explained that each cycle of the device lasts five seconds unless stopped early.",
    link: "https://lawweekly.example.com/verdicts/2024/02/taser-case-settles",
  },
  {
    publication: "Sonoma Valley Courier",
    headline: "$2M settlement ends false arrest suit over dismissed charges",
    date: "2023-11-02",
    excerpt:
      "A local contractor spent four days in jail on charges later dismissed. His lawsuit argued the arrest report left out body-camera footage that contradicted it.",
    link: "https://sonomavalleycourier.example.com/2023/11/false-arrest-settlement",
  },
  {
    publication: "North Bay Ledger",
    headline: "$1.6M paid to driver beaten during traffic stop",
    date: "2023-07-14",
    excerpt:
      "Dashboard video showed the driver with his hands raised when officers pulled him from the car. The settlement was approved by the city council without discussion.",
    link: "https://northbayledger.example.com/news/2023/07/traffic-stop-beating-settlement",
  },
  {
    publication: "Pacific Civil Rights Review",
    headline: "Police dog bite victim settles for $850,000",
    date: "2023-03-21",
    excerpt:
      "The woman had already lain down on the pavement when the dog was released, according to the complaint. The county agreed to the settlement, and the department has since changed when handlers may deploy dogs.",
    link: "https://civilrightsreview.example.com/cases/2023/03/police-dog-bite-settlement",
  },
  {
    publication: "Capitol Legal Journal",
    headline: "Appeals court revives excessive force claim against deputies",
    date: "2022-12-05",
    excerpt:
      "A Ninth Circuit panel held that a jury could find the force used on a handcuffed man unreasonable, and that the deputies were not entitled to qualified immunity at this stage.",
    link: "https://capitollegaljournal.example.com/appeals/2022/12/excessive-force-claim-revived",
  },
  {
    publication: "Redwood Coast Tribune",
    headline: "Civil rights attorney urges early action after police encounters",
    date: "2022-09-12",
    excerpt:
      "At a community forum, the attorney explained the six-month deadline for claims against cities and counties and urged residents to write down what they remember while it is fresh.",
    link: "https://redwoodcoasttribune.example.com/community/2022/09/civil-rights-forum",
  },
  {
    publication: "Bay Area Justice Report",
    headline: "Lawsuit challenges strip searches at county jail",
    date: "2022-05-30",
    excerpt:
      "The complaint alleges that people arrested for minor offenses were strip searched without any individual suspicion, in violation of state law and the Fourth Amendment.",
    link: "https://justicereport.example.com/2022/05/jail-strip-search-lawsuit",
  },
  {
    publication: "Sacramento Valley Observer",
    headline: "Jury finds officer used excessive force at protest",
    date: "2021-11-18",
    excerpt:
      "Jurors deliberated for two days before finding that an officer's use of a baton on a retreating demonstrator violated her constitutional rights.",
    link: "https://valleyobserver.example.com/courts/2021/11/protest-excessive-force-verdict",
  },
  {
    publication: "North Bay Ledger",
    headline: "City to pay nurse arrested after reporting a crime",
    date: "2021-08-03",
    excerpt:
      "The nurse called police to report a break-in and was herself handcuffed and held for hours. The city agreed to settle her false arrest claim and to retrain its officers.",
    link: "https://northbayledger.example.com/news/2021/08/nurse-false-arrest-settlement",
  },
  {
    publication: "Golden State Law Weekly",
    headline: "Court rejects immunity for jail staff in medical neglect case",
    date: "2021-04-22",
    excerpt:
      "A federal judge ruled that staff accused of ignoring an inmate's repeated pleas for help could face trial under the Fourteenth Amendment.",
    link: "https://lawweekly.example.com/rulings/2021/04/jail-medical-neglect-immunity",
  },
  {
    publication: "Coastal Counties Gazette",
    headline: "Family seeks answers in death after police restraint",
    date: "2020-12-09",
    excerpt:
      "The family filed a government claim, the first step required under California law before a lawsuit against a public entity, and asked for the release of all video.",
    link: "https://coastalgazette.example.com/2020/12/family-seeks-answers-restraint-death",
  },
  {
    publication: "Pacific Civil Rights Review",
    headline: "What the Bane Act means for victims of police violence",
    date: "2020-08-17",
    excerpt:
      "In an interview, the attorney explains how California's Tom Bane Civil Rights Act adds state remedies to federal civil rights claims.",
    link: "https://civilrightsreview.example.com/interviews/2020/08/bane-act-explained",
  },
  {
    publication: "Sonoma Valley Courier",
    headline: "Malicious prosecution lawsuit follows acquittal",
    date: "2020-03-04",
    excerpt:
      "A man acquitted of assaulting an officer has sued, claiming the charges were filed to cover up the force used against him during the arrest.",
    link: "https://sonomavalleycourier.example.com/2020/03/malicious-prosecution-lawsuit",
  },
  {
    publication: "Capitol Legal Journal",
    headline: "Published opinion clarifies limits on warrantless home entry",
    date: "2019-10-28",
    excerpt:
      "The Ninth Circuit held that officers needed a warrant or a true emergency before entering a home over a noise complaint, reversing summary judgment for the city.",
    link: "https://capitollegaljournal.example.com/appeals/2019/10/warrantless-entry-opinion",
  },
  {
    publication: "Redwood Coast Tribune",
    headline: "Settlement reached in teen's wrongful detention",
    date: "2019-06-11",
    excerpt:
      "A 16-year-old was held in a patrol car for three hours after being mistaken for a suspect. The county settled the family's claim without admitting fault.",
    link: "https://redwoodcoasttribune.example.com/local/2019/06/teen-wrongful-detention",
  },
  {
    publication: "Bay Area Justice Report",
    headline: "Civil rights lawyers warn of Taser risks to vulnerable people",
    date: "2019-01-15",
    excerpt:
      "Advocates and attorneys called for stricter limits on electronic control devices used on people in mental health crises.",
    link: "https://justicereport.example.com/2019/01/taser-risks-vulnerable-people",
  },
  {
    publication: "North Bay Ledger",
    headline: "Veteran's lawsuit over jail beating settles",
    date: "2018-09-25",
    excerpt:
      "A veteran who says he was beaten by guards after asking for his medication has settled his lawsuit against the county, which has installed additional cameras in the jail.",
    link: "https://northbayledger.example.com/news/2018/09/veteran-jail-beating-settlement",
  },
  {
    publication: "Sacramento Valley Observer",
    headline: "Judge allows claims over police dog attack on bystander",
    date: "2018-04-30",
    excerpt:
      "A man who was bitten while walking home, and who matched no description of the suspect, may proceed with his excessive force and negligence claims.",
    link: "https://valleyobserver.example.com/courts/2018/04/police-dog-bystander-ruling",
  },
  {
    publication: "Golden State Law Weekly",
    headline: "Attorney profile: a Marine's path to civil rights law",
    date: "2017-11-06",
    excerpt:
      "Ten years in the Marine Corps, then law school: a profile of a Northern California attorney who now represents people harmed by police.",
    link: "https://lawweekly.example.com/profiles/2017/11/marine-to-civil-rights-attorney",
  },
  {
    publication: "Coastal Counties Gazette",
    headline: "Woman's lawsuit says deputies searched home without warrant",
    date: "2017-05-18",
    excerpt:
      "Deputies searched the wrong house while looking for a suspect, the lawsuit says, and held the family at gunpoint for forty minutes.",
    link: "https://coastalgazette.example.com/2017/05/wrong-house-search-lawsuit",
  },
  {
    publication: "Sonoma Valley Courier",
    headline: "City settles excessive force case after video emerges",
    date: "2016-12-01",
    excerpt:
      "A bystander's phone video contradicted the officers' reports. The city settled weeks after the video became public.",
    link: "https://sonomavalleycourier.example.com/2016/12/excessive-force-video-settlement",
  },
  {
    publication: "Pacific Civil Rights Review",
    headline: "Qualified immunity and the people it leaves behind",
    date: "2016-07-12",
    excerpt:
      "Civil rights attorneys, including counsel from the North Bay, discuss how qualified immunity shapes which cases reach a jury.",
    link: "https://civilrightsreview.example.com/features/2016/07/qualified-immunity",
  },
  {
    publication: "Redwood Coast Tribune",
    headline: "Wrongful death suit filed after man dies in custody",
    date: "2015-10-20",
    excerpt:
      "The suit alleges that jail staff failed to check on a man showing signs of withdrawal, despite a policy requiring checks every thirty minutes.",
    link: "https://redwoodcoasttribune.example.com/local/2015/10/custody-death-lawsuit",
  },
  {
    publication: "North Bay Ledger",
    headline: "Arrest for filming police leads to civil rights claim",
    date: "2015-03-09",
    excerpt:
      "A man who recorded officers from a sidewalk was arrested for obstruction; the charge was dropped, and his claim argues the arrest violated the First and Fourth Amendments.",
    link: "https://northbayledger.example.com/news/2015/03/filming-police-arrest-claim",
  },
  {
    publication: "Capitol Legal Journal",
    headline: "Court of Appeal reinstates Bane Act verdict",
    date: "2014-08-26",
    excerpt:
      "The court held that the jury could find a specific intent to violate the plaintiff's rights, restoring a verdict under Civil Code section 52.1.",
    link: "https://capitollegaljournal.example.com/appeals/2014/08/bane-act-verdict-reinstated",
  },
  {
    publication: "Sacramento Valley Observer",
    headline: "Local attorney receives Distinguished Pro Bono Service Award",
    date: "2015-05-14",
    excerpt:
      "The Coastal Counties Bar Foundation recognised the attorney for representing, without a fee, people who said their civil rights had been violated and who could not find a lawyer.",
    link: "https://valleyobserver.example.com/community/2015/05/pro-bono-service-award",
  },
  {
    publication: "Sonoma Valley Courier",
    headline: "Former Marine builds a civil rights practice in Santa Rosa",
    date: "2012-02-07",
    excerpt:
      "Three years after opening, a Santa Rosa practice dedicated to people harmed by police misconduct now takes cases from across the North Bay, with free case evaluations for anyone who needs advice.",
    link: "https://sonomavalleycourier.example.com/2012/02/civil-rights-practice-profile",
  },
] satisfies PressItem[];

/** Newest first, whatever order the list above is kept in. */
export function pressNewestFirst(items: readonly PressItem[] = pressItems): PressItem[] {
  return [...items].sort((a, b) => b.date.localeCompare(a.date));
}

/** How many of the newest items the home page shows (spec section 9). */
export const HOME_PRESS_COUNT = 6;
