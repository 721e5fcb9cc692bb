// Keeps the test card fields readable as they are typed: '4242 4242 …', 'MM / YY'.
const digitsOf = (value: string, max: number) => value.replace(/\D/g, "").slice(0, max);

export function formatCardNumber(value: string): string {
  return digitsOf(value, 19)
    .replace(/(\d{4})(?=\d)/g, "$1 ")
    .trim();
}

export function formatExpiry(value: string): string {
  const digits = digitsOf(value, 4);
  return digits.length <= 2 ? digits : `${digits.slice(0, 2)} / ${digits.slice(2)}`;
}

export function formatCvc(value: string): string {
  return digitsOf(value, 4);
}
