// Placeholder: replaced by the page's implementation.
export default function Placeholder() {
  return <h1 className="p-8 text-2xl font-bold">Payment</h1>;
}
