/**
 * Translation awaiting the firm's review.
 * The validation messages of the Spanish form and widget (spec section 5).
 */
import type { ContactRequestMessages } from "~/contract/contact-request";

export const contactRequestMessages: ContactRequestMessages = {
  firstName: "Escriba su nombre",
  lastName: "Escriba su apellido o apellidos",
  email: "Escriba un correo electrónico válido",
  phone: "Escriba un número de teléfono válido, con el código de área",
  preferredLanguage: "Seleccione su idioma preferido",
  caseDescription: "Cuéntenos un poco más (al menos 20 caracteres: letras, números o espacios)",
  pendingCharges: "Díganos si tiene un caso penal abierto",
  policeAgency: "Díganos de qué departamento eran los agentes (o escriba “No sé”)",
  incidentDate: "Elija una fecha entre el 1 de enero de 1900 y hoy",
  incidentLocation: "Díganos dónde pasó (o escriba “No sé”)",
  howHeardAboutUs: "Díganos cómo se enteró de nosotros",
  reachBy: "Elija una de las formas de comunicarnos con usted, o déjelo en blanco",
  name: "Escriba su nombre",
  message: "Escriba un mensaje",
  emailOrPhone: "Escriba un correo electrónico o un número de teléfono",
  tooLong: (max) => `Su texto es muy largo: use menos de ${max} caracteres`,
};

/** Cuánto esperar antes de volver a enviar, según un Retry-After en segundos: "un minuto", "5 minutos", "2 horas". */
export function waitWords(seconds: number): string {
  const minutes = Math.max(1, Math.ceil(seconds / 60));
  if (minutes < 120) return minutes === 1 ? "un minuto" : `${minutes} minutos`;
  return `${Math.ceil(minutes / 60)} horas`;
}
