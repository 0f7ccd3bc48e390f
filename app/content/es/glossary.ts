/**
 * Translation awaiting the firm's review: the Spanish edition's glossary.
 * One term for each concept, in the plain US Spanish of the families the site serves (a family
 * in Fresno, addressed as usted, reading on a phone), with the legal term in parentheses where a
 * reader may meet it elsewhere: in the text of a page, not in a name. glossary.test.ts walks every
 * Spanish text the site ships and fails, naming the file and the variant, when a text uses a
 * variant listed here under `replaces`. The menu, the cards and the page titles name the practice
 * areas as `areaNames` does, by their plain names alone; each area's page gives the legal term
 * in its opening text.
 * Only the tests read this module: no page ships it.
 */
import type { PracticeAreaSlug } from "~/content/navigation";

export type GlossaryEntry = {
  /** The concept, in English. */
  concept: string;
  /** The term the Spanish pages use. */
  preferred: string;
  /** The legal term a reader may meet elsewhere: allowed only in parentheses, after the plain one. */
  legal?: string;
  /**
   * What no Spanish text may say for this concept. A string matches as whole words, in any case;
   * a regular expression as it is written.
   */
  replaces: readonly (string | RegExp)[];
  /**
   * For a term that needs a one-line explanation: on each page (each content module), the first
   * text that uses the term (`term`, or else `preferred` as whole words) must also match this.
   */
  explainedBy?: RegExp;
  /** What counts as a use of the term, for `explainedBy`, when more than `preferred` does. */
  term?: RegExp;
  /**
   * The practice area whose name this term is. The name stays plain, so the area's page gives
   * `legal` in its opening text (the lead or its first section).
   */
  area?: PracticeAreaSlug;
  /** Content modules (relative to app/content/es) where a replaced variant is still the right word. */
  allowedIn?: readonly string[];
  /** Why this term, for the firm's reviewer. */
  why: string;
};

/**
 * The practice areas' names: the menu, the footer, the cards and each page's heading use these.
 * Plain names, short enough for a phone's menu; the only parenthesis is information a visitor
 * needs before choosing (the personalised services are paid).
 */
export const areaNames = {
  "civil-rights": "Abuso policial",
  "resisting-arrest": "Acusación de resistirse al arresto",
  "excessive-force": "Fuerza excesiva / brutalidad policial",
  "custodial-abuse": "Abuso en la cárcel o bajo custodia",
  "false-arrest": "Arresto ilegal o injustificado",
  "wrongful-death": "Muerte injusta",
  "police-dogs": "Mordeduras de perros policía",
  "positional-asphyxia": "Asfixia por sujeción boca abajo",
  "malicious-prosecution": "Acusación maliciosa",
  "taser-devices": "Pistolas Taser",
  "illegal-searches": "Registros ilegales",
  "concierge-legal": "Servicios legales personalizados (con costo)",
} as const satisfies Record<PracticeAreaSlug, string>;

export const glossary: readonly GlossaryEntry[] = [
  // The practice areas.
  {
    concept: "police misconduct",
    preferred: "abuso policial",
    legal: "mala conducta policial",
    area: "civil-rights",
    replaces: ["mala conducta policial"],
    why: "What people say and search for; the legal term reads as a euphemism.",
  },
  {
    concept: "false arrest",
    preferred: "arresto ilegal",
    legal: "false arrest",
    area: "false-arrest",
    replaces: ["arresto falso", "arrestos falsos"],
    why: "“Arresto falso” reads as a fake arrest.",
  },
  {
    concept: "wrongful death",
    preferred: "muerte injusta",
    legal: "wrongful death",
    area: "wrongful-death",
    replaces: ["muerte por negligencia"],
    why: "“Negligencia” says accident about a police killing.",
  },
  {
    concept: "malicious prosecution",
    preferred: "acusación maliciosa",
    legal: "malicious prosecution",
    area: "malicious-prosecution",
    replaces: ["enjuiciamiento malicioso"],
    why: "“Enjuiciamiento malicioso” is not everyday Mexican or Central American Spanish.",
  },
  {
    concept: "resisting arrest",
    preferred: "resistirse al arresto",
    replaces: ["resistencia a la autoridad"],
    why: "The page's own words; “resistencia a la autoridad” is a Mexican criminal-code phrase.",
  },
  {
    concept: "custodial abuse",
    preferred: "abuso en la cárcel o bajo custodia",
    legal: "abuso bajo custodia",
    replaces: ["abuso bajo custodia"],
    why: "Says where it happens, in the words a family uses.",
  },
  {
    concept: "positional asphyxia",
    preferred: "asfixia por sujeción boca abajo",
    legal: "asfixia posicional",
    area: "positional-asphyxia",
    replaces: [/asfixia al ser sometid[oa]/i],
    why: "Says what happens without making the person a man or a woman (“sometido”); the medical term is the one on an autopsy report, so the page uses it once the name has explained it.",
  },
  {
    concept: "Taser / electronic control device",
    preferred: "pistola Taser",
    replaces: [
      "dispositivo de control electrónico",
      "dispositivos de control electrónico",
      "arma de electrochoque",
      "dispositivos de descarga eléctrica",
    ],
    allowedIn: ["practice-areas/pages/taser-devices.ts"],
    why: "One name for the device; its technical names appear once, on the Taser page.",
  },
  {
    concept: "police dog handler",
    preferred: "el agente que maneja al perro",
    replaces: ["guía del perro", "el guía", "al guía", "agentes a cargo de los perros"],
    why: "“Guía” is a dog trainer's word; the press and the page must say the same.",
  },

  // The courts and the people in them.
  {
    concept: "court",
    preferred: "corte",
    replaces: ["tribunal", "tribunales"],
    why: "California's courts call themselves “corte” in Spanish (Corte Superior de California).",
  },
  {
    concept: "sheriff's deputies",
    preferred: "agentes del sheriff",
    replaces: ["alguacil", "alguaciles", "ayudantes del sheriff", "oficiales del sheriff"],
    why: "“Sheriff” is what people say in the Central Valley; in Mexico an alguacil is a court officer.",
  },
  {
    concept: "corrections officers",
    preferred: "guardias de la cárcel o de la prisión",
    replaces: ["oficiales correccionales"],
    why: "Plain words for the people who run a jail.",
  },
  {
    concept: "settlement",
    preferred: "acuerdo económico",
    replaces: [
      "arreglo económico",
      "arreglos económicos",
      "conciliación",
      "conciliaciones",
      "transacción",
      "transacciones",
    ],
    why: "One word for a settlement, always said: without “acuerdo” a result reads like a verdict or money the client received (rule 7.1). The publish rules also refuse a Spanish text whose English says “settlement” and that does not (~/content/model/spanish-pairs.ts).",
  },
  {
    concept: "track record",
    preferred: "trayectoria",
    replaces: [/(?<![\p{L}\p{N}])comprobad[oa]s?(?![\p{L}\p{N}])/iu],
    why: "Nothing proves a record: “comprobada” claims what the firm cannot prove (rule 7.1). “Nuestra trayectoria” for “Proven Track Record”.",
  },
  {
    concept: "an award's name",
    preferred: "“Name of the award”, otorgado por the body that gives it (its own words, in quotes)",
    replaces: [/\b(?:los|las) \d+ mejores\b/iu, /\bmejores abogad[oa]s\b/iu, /\b(?:el|la) mejor abogad[oa]\b/iu],
    why: "A Spanish gloss of an award (“los 100 mejores abogados”) reads as the firm's own claim to be the best (rule 7.1). An honor keeps its name in its own language, in quotes, with who gives it; the publish rules hold every honor to that form (~/content/model/spanish-pairs.ts).",
  },
  {
    concept: "plea",
    preferred: "declararse culpable o aceptar un trato con la fiscalía",
    replaces: ["acuerdo de culpabilidad", "acuerdos de culpabilidad"],
    why: "“Acuerdo” also means a settlement on this site; the plain words say what the person does.",
  },
  {
    concept: "Ninth Circuit",
    preferred: "la Corte de Apelaciones del Noveno Circuito (Ninth Circuit)",
    replaces: [/Ninth Circuit \(/],
    why: "The Spanish name first, the English one in parentheses.",
  },
  {
    concept: "Tom Bane Civil Rights Act",
    preferred: "la Ley Bane de Derechos Civiles de California (Tom Bane Civil Rights Act)",
    replaces: [/Civil Rights Act \(Ley/, /Bane Act \(Ley Bane\)/, /bajo la Bane Act/],
    why: "The Spanish name first, the English one in parentheses.",
  },
  {
    concept: "42 U.S.C. section 1983",
    preferred: "la ley federal de derechos civiles (42 U.S.C. § 1983)",
    replaces: ["sección 1983 del Título 42 del Código de los EE. UU."],
    why: "Says what the law is before its citation; afterwards, “la sección 1983”.",
  },
  {
    concept: "estate / successor in interest",
    preferred: "la sucesión (estate); el sucesor legal (successor in interest)",
    replaces: ["patrimonio", "sucesor en interés"],
    why: "Calques of the English terms of art.",
  },
  {
    concept: "registered domestic partner",
    preferred: "pareja doméstica registrada",
    replaces: ["pareja de hecho"],
    why: "California's own Spanish term.",
  },
  {
    concept: "summary judgment",
    preferred: "sentencia sumaria (summary judgment)",
    replaces: ["fallo sumario"],
    why: "The term the courts use in Spanish.",
  },
  {
    concept: "court docket",
    preferred: "el historial del caso en la corte (docket)",
    replaces: ["registro de actuaciones"],
    why: "Plain words.",
  },
  {
    concept: "a bill that became law",
    preferred: "ley (AB 360, SB 2)",
    replaces: ["proyecto de ley"],
    why: "A statute in force is no longer a bill.",
  },
  {
    concept: "dispatch records",
    preferred: "las grabaciones de las llamadas al 911 y de la radio de la policía",
    replaces: ["centro de despacho"],
    why: "A calque of “dispatch”.",
  },
  {
    concept: "attorney-client privilege",
    preferred: "privilegio abogado-cliente",
    replaces: ["secreto profesional"],
    why: "California's term; “secreto profesional” belongs to civil-law countries.",
  },

  // Money, claims and the office.
  {
    concept: "contingency fee",
    preferred: "honorarios de contingencia",
    replaces: [],
    explainedBy: /porcentaje|a menos que obtengamos una compensación/i,
    why: "A family does not know the term: say what it means (a percentage of what is recovered) where it first appears.",
  },
  {
    concept: "California's codes (Government Code, Penal Code, Code of Civil Procedure)",
    preferred: "Código de Gobierno; Código Penal; Código de Procedimiento Civil",
    replaces: [/\((?:Government|Penal) Code,/, /\(Code of Civil Procedure,/],
    why: "The guides cited the codes by their English names; the practice pages name them in Spanish.",
  },
  {
    concept: "the right to remain silent",
    preferred: "guardar silencio (“Quiero guardar silencio. Quiero hablar con un abogado.”)",
    replaces: [/quedar(?:me|se) callad[oa]/i],
    why: "“Callado” is masculine, so a woman reads a script that is not hers; one script on every page.",
  },
  {
    concept: "refusing a search",
    preferred: "“No doy mi consentimiento para un registro.”",
    replaces: ["No doy permiso para un registro"],
    why: "One script on every page.",
  },
  {
    concept: "car",
    preferred: "carro",
    replaces: [/\bautos?\b/i],
    why: "The word of the Central Valley; one word for one thing on the whole site.",
  },
  {
    concept: "video call (a way to hold the consultation)",
    preferred: "videollamada",
    replaces: [/teléfono, (?:por )?video\b(?!s)/i],
    why: "“Por video” can read as “by a recording”; one word for the consultation on every page.",
  },
  {
    concept: "fee agreement",
    preferred: "contrato de honorarios",
    replaces: ["acuerdo de honorarios"],
    why: "“Acuerdo” also means a settlement on this site.",
  },
  {
    concept: "case costs",
    preferred: "lo que cobra la corte por presentar la demanda; lo que cobran los peritos",
    replaces: ["tarifas de presentación"],
    why: "A calque of “filing fees”.",
  },
  {
    concept: "government claim (Government Claims Act)",
    preferred: "reclamo ante el gobierno",
    legal: "government claim",
    replaces: ["reclamo gubernamental", "reclamos gubernamentales"],
    explainedBy: /antes de (?:poder )?demandar/i,
    // A bare "reclamo" is the same notice: whichever a page says first carries the explanation.
    term: /(?<!\p{L})reclamos?(?!\p{L})/iu,
    why: "Plainer, and explained where a page first speaks of a claim (“reclamo”, with or without “ante el gobierno”): the written notice the law requires before suing a city, a county or the state.",
  },
  {
    concept: "consultation / case evaluation",
    preferred: "consulta gratuita",
    replaces: [
      /evaluaci[oó]n(?:es)? (?:gratuitas? )?(?:del|de su|de) casos?/i,
      /evaluaci[oó]n(?:es)? (?:del|de) casos? gratuitas?/i,
      "solicitar una consulta",
    ],
    why: "The word Mexican families use with lawyers and doctors; one name on every button and page.",
  },
  {
    concept: "firm",
    preferred: "la oficina",
    replaces: [/\bdespachos?\b(?! de abogados)/i],
    why: "As the English says “the office”; “despacho de abogados” is allowed; the header's subtitle says “bufete de derechos civiles”, short enough for a phone's header (“abogados de derechos civiles” is cut off at 390 px); elsewhere “oficina de abogados”.",
  },
  {
    concept: "people harmed",
    preferred: "personas lastimadas o perjudicadas",
    replaces: ["personas dañadas", /\bdañad[ao]s por\b/i],
    why: "“Dañado” is said of things.",
  },
  {
    concept: "traffic stop",
    preferred: "parada de tránsito (or: cuando la policía lo paró mientras manejaba)",
    replaces: ["parada de tráfico", "cámara del tablero"],
    why: "The Mexican usage; the dashboard camera is the patrol car's camera.",
  },
  {
    concept: "practice areas",
    preferred: "casos que atendemos",
    replaces: [/áreas? de práctica/i],
    why: "Lawyers' jargon calqued from English; a family does not know what an “área de práctica” is.",
  },
  {
    concept: "contact us",
    preferred: "comuníquese con nosotros",
    replaces: [/(?<!\p{L})cont[aá]ct(?:ar|arnos|arle|arlo|arla|e|en|enos)(?!\p{L})/iu],
    why: "“Contactar” is an anglicism.",
  },
  {
    concept: "marketing",
    preferred: "mercadeo",
    replaces: ["marketing"],
    why: "One word in the footer and the privacy policy, where carriers require the same sentence.",
  },
  {
    concept: "press (a button)",
    preferred: "oprima",
    replaces: ["pulse", "pulsar"],
    why: "“Pulsar” is Spain's.",
  },
  {
    concept: "glasses",
    preferred: "lentes",
    replaces: ["anteojos", "gafas"],
    why: "The Mexican word.",
  },
  {
    concept: "successfully",
    preferred: "(say what happened: “llegó a la oficina”)",
    replaces: ["con éxito"],
    why: "A calque of “successfully”.",
  },
  {
    concept: "unsure (in a form)",
    preferred: "si no sabe; “No sé”",
    replaces: ["no está seguro", "no estoy seguro", "no está segura", "no estoy segura"],
    why: "A form must not force a gender on the person typing.",
  },

  {
    concept: "upload (files)",
    preferred: "enviar (fotos, videos, archivos)",
    replaces: [
      /\bsub(?:ir|a|e|an)\b (?:sus |los |las )?(?:archivos|fotos|videos)/i,
      /\bcargar (?:sus |los |las )?(?:archivos|fotos|videos)/i,
      "upload",
    ],
    why: "What the visitor does, in plain words; “subir” and “cargar” are computer talk to many families.",
  },
  {
    concept: "video",
    preferred: "video",
    replaces: ["vídeo", "vídeos"],
    why: "Mexican and US Spanish write it without the accent; “vídeo” is Spain's.",
  },

  // US Spanish conventions.
  {
    concept: "Northern California",
    preferred: "el norte de California",
    replaces: [/Norte de California/],
    why: "Lowercase, as Spanish writes the points of the compass.",
  },
  {
    concept: "North Bay",
    preferred: "la zona norte de la Bahía de San Francisco (North Bay)",
    replaces: [/(?<!\()North Bay(?!\)| Ledger| Trial)/],
    why: "A place name a Spanish reader does not know in English; kept in the names of publications and awards.",
  },
  {
    concept: "key names",
    preferred: "Enter, Shift, Page Up, Page Down (as printed on US keyboards)",
    replaces: [/\bIntro\b/, /\bMayús\b/, /\bRe Pág\b/, /\bAv Pág\b/],
    why: "Spain's keyboards print Intro and Mayús; US keyboards, which these readers use, print Enter and Shift.",
  },
  {
    concept: "millions of dollars",
    preferred: "$1.6 millones",
    replaces: [/\$\d+(?:\.\d+)?M\b/],
    why: "“M” is no Spanish abbreviation; some readers take it for “mil”.",
  },
  {
    concept: "a.m. / p.m.",
    preferred: "9:00 a.m.",
    replaces: [/\b[ap]\. m\./],
    why: "The US and Mexican print form.",
  },
  {
    concept: "quotation marks",
    preferred: "“ ”",
    replaces: [/[«»]/],
    why: "One style: the marks of Mexican and US Spanish print.",
  },
  {
    concept: "ellipsis",
    preferred: "…",
    replaces: [/\.\.\./],
    why: "One character, as elsewhere on the site.",
  },
  {
    concept: "a fact the firm must confirm",
    // Not written with its bracket here, or the launch check would list the glossary itself.
    preferred: "Pendiente de confirmar por la oficina: … (between square brackets)",
    replaces: [/to be confirmed by the firm/i],
    why: "No English on a Spanish page; `npm run check:launch` lists the Spanish marker too.",
  },
];
