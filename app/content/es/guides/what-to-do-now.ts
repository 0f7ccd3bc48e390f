/**
 * Translation awaiting the firm's review.
 * The guide at /es/what-to-do-now, in usted, at a reading level a family reads on a phone
 * (docs/benchmarks.md: Fernández-Huerta). Terms to confirm: “abogado” for the lawyer to call;
 * “reclamo ante el gobierno”, explained where it first appears.
 */
import type * as en from "~/content/guides/what-to-do-now";
import type { Translation } from "~/content/translation";

export const whatToDoNowGuide = {
  meta: {
    title: "Qué hacer ahora después de un abuso policial",
    description:
      "¿Lo lastimó, arrestó o maltrató la policía? Los primeros pasos: reciba atención médica, escriba lo que pasó, guarde los videos, no hable del caso y no deje pasar el plazo de seis meses.",
  },
  hero: {
    eyebrow: "Guía · Lea esto primero",
    title: "Qué hacer ahora",
    lead: "Si la policía lo lastimó, lo arrestó o lo trató mal, estos pasos protegen su salud y su caso. Haga lo que pueda. No tiene que hacerlo todo hoy.",
  },
  sections: [
    {
      heading: "Los primeros pasos",
      highlight: true,
      blocks: `1. **Reciba atención médica.** Vaya al médico o a la sala de emergencias, aunque se sienta bien. Pida copias de su expediente médico.
2. **Escriba lo que pasó.** Hágalo hoy, mientras lo recuerda. Anote la hora, el lugar y lo que dijo e hizo cada persona.
3. **Anote nombres y números.** Anote el nombre, el número de placa y el número de patrulla de cada agente, y para qué agencia trabaja.
4. **Guarde todos los videos y fotos.** Guarde los suyos. Pida a quien grabó que guarde su video y le mande una copia.
5. **No hable del caso.** No publique nada en internet. No dé una declaración a la policía ni a la aseguradora de la ciudad o del condado antes de hablar con un abogado.
6. **No deje pasar el plazo.** Antes de demandar a una ciudad, un condado o una agencia del estado, hay que presentarle un reclamo por escrito, por lo general dentro de los seis meses. [Vea cómo funcionan los plazos](/es/deadlines).`,
    },
    {
      heading: "Reciba atención médica y guarde los papeles",
      blocks: `Algunas lesiones se notan después, como una lesión en la cabeza o un dolor de espalda. Las notas del médico son prueba de lo que le pasó.

- Dígale al médico cómo se lastimó.
- Tome fotos de cada lesión, cada día, hasta que sane.
- Guarde las facturas médicas, las recetas y las notas del trabajo sobre los días que faltó.`,
    },
    {
      heading: "Escríbalo todo",
      blocks: `La memoria se borra pronto. Una nota que escriba hoy vale más que lo que recuerde dentro de un año.

- Qué pasó primero, y qué pasó después.
- Lo que dijeron los agentes, con sus propias palabras si puede.
- Los nombres y teléfonos de las personas que lo vieron.
- Dónde pudo haber cámaras: tiendas, timbres, autobuses, la patrulla.

Guarde sus notas en privado. Son para usted y su abogado.`,
    },
    {
      heading: "Guarde el video",
      blocks: `El video muchas veces es la prueba más fuerte. También se puede perder. Los teléfonos se borran, y las tiendas graban encima de sus videos en días o semanas.

- Guarde sus videos en dos lugares, como su teléfono y una cuenta en la nube.
- No los edite ni los recorte.
- Pida a los testigos que guarden sus videos y le manden copias.
- Un abogado puede pedir a la policía y a las tiendas que guarden sus videos.`,
    },
    {
      heading: "Cuide lo que dice",
      blocks: `Lo que diga sobre el caso se puede usar en su contra, en un caso penal o en uno civil.

- No publique nada en las redes sociales, ni siquiera en grupos privados.
- No hable del caso por el teléfono de la cárcel. Esas llamadas se graban.
- Si alguien de la policía o de la ciudad le pide una declaración, diga que primero quiere hablar con un abogado.`,
    },
    {
      heading: "No deje pasar los plazos",
      blocks: `El reclamo ante una ciudad, un condado o una agencia del estado de California por lo general debe presentarse dentro de seis meses después de lo que pasó (Código de Gobierno, sección 911.2). La demanda, por lo general, dentro de dos años. Algunos plazos son más cortos.

[Vea cómo funcionan los plazos y calcule los suyos](/es/deadlines).`,
    },
  ],
} satisfies Translation<typeof en.whatToDoNowGuide>;
