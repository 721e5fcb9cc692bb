// An invoice, receipt or credit note on paper (issue 24): an A4 PDF page drawn with @react-pdf/renderer from the
// document's snapshot alone, so the same document drawn again years later says the same. Nothing here decides.
import { Document, Font, Page, StyleSheet, Text, View } from "@react-pdf/renderer";
import type { ReactNode } from "react";
import { formatDate } from "#app/shared/dates";
import { formatPoundsExact } from "#app/shared/money";
import type { DocumentLine, DocumentSnapshot } from "./document-snapshot";

// Wrap at spaces only (react-pdf's default hyphenation splits words), as the register does.
Font.registerHyphenationCallback((word) => [word]);

const INK = "#0f172a";
const MUTED = "#475569";
const RULE = "#94a3b8";

const styles = StyleSheet.create({
  page: { padding: 40, fontSize: 10, fontFamily: "Helvetica", color: INK, lineHeight: 1.35 },
  top: { flexDirection: "row", justifyContent: "space-between", marginBottom: 24 },
  seller: { maxWidth: 260 },
  sellerName: { fontSize: 12, fontFamily: "Helvetica-Bold", marginBottom: 2 },
  muted: { color: MUTED },
  title: { fontSize: 20, fontFamily: "Helvetica-Bold", alignSelf: "flex-end", lineHeight: 1, marginBottom: 10 },
  facts: { minWidth: 200 },
  fact: { flexDirection: "row", justifyContent: "space-between", gap: 12 },
  factLabel: { color: MUTED },
  heading: { fontFamily: "Helvetica-Bold", marginBottom: 2 },
  customer: { marginBottom: 20 },
  table: { borderTop: `1pt solid ${RULE}` },
  headRow: {
    flexDirection: "row",
    fontFamily: "Helvetica-Bold",
    borderBottom: `1pt solid ${RULE}`,
    paddingVertical: 4,
  },
  row: { flexDirection: "row", borderBottom: `0.5pt solid ${RULE}`, paddingVertical: 5 },
  description: { flexGrow: 1, flexBasis: 0, paddingRight: 8 },
  number: { width: 72, paddingLeft: 6, textAlign: "right" },
  quantity: { width: 34, textAlign: "right" },
  totals: { marginTop: 10, marginLeft: "auto", width: 230 },
  totalRow: { flexDirection: "row", justifyContent: "space-between", paddingVertical: 2 },
  grandTotal: {
    fontFamily: "Helvetica-Bold",
    fontSize: 12,
    borderTop: `1pt solid ${INK}`,
    marginTop: 3,
    paddingTop: 4,
  },
  section: { marginTop: 18 },
  bankRow: { flexDirection: "row" },
  bankLabel: { width: 90, color: MUTED },
  footer: { position: "absolute", bottom: 24, left: 40, right: 40, fontSize: 8, color: MUTED, textAlign: "center" },
});

const money = formatPoundsExact;

function Fact({ label, value }: { label: string; value: string }) {
  return (
    <View style={styles.fact}>
      <Text style={styles.factLabel}>{label}</Text>
      <Text>{value}</Text>
    </View>
  );
}

/** The seller's registration, printed under its address and in the footer. */
function registrationLines(snapshot: DocumentSnapshot): string[] {
  const { companyNumber, vatNumber } = snapshot.seller;
  return [
    ...(companyNumber ? [`Company number ${companyNumber}`] : []),
    ...(vatNumber && snapshot.vatRatePercent !== null ? [`VAT number ${vatNumber}`] : []),
  ];
}

function Header({ snapshot }: { snapshot: DocumentSnapshot }) {
  const { seller, payment } = snapshot;
  return (
    <View style={styles.top}>
      <View style={styles.seller}>
        <Text style={styles.sellerName}>{seller.name}</Text>
        <Text>{seller.address}</Text>
        <Text style={styles.muted}>{`${seller.phone} · ${seller.email}`}</Text>
        {registrationLines(snapshot).map((line) => (
          <Text key={line} style={styles.muted}>
            {line}
          </Text>
        ))}
      </View>
      <View style={styles.facts}>
        <Text style={styles.title}>{snapshot.title}</Text>
        <Fact label="Number" value={snapshot.number} />
        <Fact label="Date of issue" value={formatDate(snapshot.issuedOn)} />
        {payment && snapshot.vatRatePercent !== null && (
          <Fact label="Tax point" value={formatDate(payment.receivedOn)} />
        )}
        {snapshot.dueOn && <Fact label="Due by" value={formatDate(snapshot.dueOn)} />}
        <Fact label="Booking reference" value={snapshot.bookingReference} />
        {snapshot.customer.purchaseOrder && <Fact label="Purchase order" value={snapshot.customer.purchaseOrder} />}
      </View>
    </View>
  );
}

const CUSTOMER_HEADINGS: Record<DocumentSnapshot["kind"], string> = {
  invoice: "Bill to",
  receipt: "Received from",
  "credit-note": "Credit to",
};

function Customer({ snapshot }: { snapshot: DocumentSnapshot }) {
  const { customer } = snapshot;
  return (
    <View style={styles.customer}>
      <Text style={styles.heading}>{CUSTOMER_HEADINGS[snapshot.kind]}</Text>
      <Text>{customer.name}</Text>
      {customer.attention && <Text>{`For the attention of ${customer.attention}`}</Text>}
      {customer.address.map((line, i) => (
        <Text key={i}>{line}</Text>
      ))}
      {customer.vatNumber && <Text style={styles.muted}>{`VAT number ${customer.vatNumber}`}</Text>}
      {snapshot.refersTo && (
        <Text style={styles.section}>
          {`Against invoice ${snapshot.refersTo.number} of ${formatDate(snapshot.refersTo.issuedOn)}`}
        </Text>
      )}
    </View>
  );
}

function Lines({ snapshot }: { snapshot: DocumentSnapshot }) {
  const vat = snapshot.vatRatePercent !== null;
  const cells = (line: DocumentLine): ReactNode[] => [
    <Text key="quantity" style={styles.quantity}>
      {String(line.quantity)}
    </Text>,
    <Text key="unit" style={styles.number}>
      {money(line.unitAmount)}
    </Text>,
    ...(vat
      ? [
          <Text key="net" style={styles.number}>
            {money(line.vat!.net)}
          </Text>,
          <Text key="vat" style={styles.number}>
            {money(line.vat!.vat)}
          </Text>,
        ]
      : []),
    <Text key="amount" style={styles.number}>
      {money(line.amount)}
    </Text>,
  ];
  return (
    <View style={styles.table}>
      <View style={styles.headRow}>
        <Text style={styles.description}>Description</Text>
        <Text style={styles.quantity}>Qty</Text>
        <Text style={styles.number}>{vat ? "Unit (inc. VAT)" : "Unit price"}</Text>
        {vat && <Text style={styles.number}>Net</Text>}
        {vat && <Text style={styles.number}>{`VAT ${snapshot.vatRatePercent}%`}</Text>}
        <Text style={styles.number}>Amount</Text>
      </View>
      {snapshot.lines.map((line, i) => (
        <View key={i} style={styles.row} wrap={false}>
          <Text style={styles.description}>{line.description}</Text>
          {cells(line)}
        </View>
      ))}
    </View>
  );
}

function Totals({ snapshot }: { snapshot: DocumentSnapshot }) {
  const { totals } = snapshot;
  const label =
    snapshot.kind === "receipt" ? "Total received" : snapshot.kind === "credit-note" ? "Total credited" : "Total due";
  return (
    <View style={styles.totals}>
      {totals.net !== null && totals.vat !== null && (
        <>
          <View style={styles.totalRow}>
            <Text>Total excluding VAT</Text>
            <Text>{money(totals.net)}</Text>
          </View>
          <View style={styles.totalRow}>
            <Text>{`VAT at ${snapshot.vatRatePercent}%`}</Text>
            <Text>{money(totals.vat)}</Text>
          </View>
        </>
      )}
      <View style={[styles.totalRow, styles.grandTotal]}>
        <Text>{label}</Text>
        <Text>{money(totals.total)}</Text>
      </View>
    </View>
  );
}

function Payment({ snapshot }: { snapshot: DocumentSnapshot }) {
  const { payment } = snapshot;
  if (!payment) return null;
  return (
    <View style={styles.section}>
      <Text style={styles.heading}>Payment</Text>
      <Text>{`${money(payment.amount)} received on ${formatDate(payment.receivedOn)} by ${payment.method}`}</Text>
      <Text style={styles.muted}>{`Payment reference ${payment.reference}`}</Text>
    </View>
  );
}

/** An invoice's 'How to pay', when it was issued with the academy's bank details. */
function HowToPay({ snapshot }: { snapshot: DocumentSnapshot }) {
  const bank = snapshot.bankDetails;
  if (!bank) return null;
  return (
    <View style={styles.section} wrap={false}>
      <Text style={styles.heading}>How to pay</Text>
      <Text>By bank transfer to:</Text>
      {[
        ["Account name", bank.accountName],
        ["Sort code", bank.sortCode],
        ["Account number", bank.accountNumber],
      ].map(([label, value]) => (
        <View key={label} style={styles.bankRow}>
          <Text style={styles.bankLabel}>{label}</Text>
          <Text>{value}</Text>
        </View>
      ))}
      <Text>{`Please quote ${snapshot.number} as the reference.`}</Text>
    </View>
  );
}

export function DocumentLayout({ snapshot }: { snapshot: DocumentSnapshot }) {
  // The document's own date, so drawing it again gives the same file.
  const dated = new Date(`${snapshot.issuedOn}T12:00:00Z`);
  return (
    <Document
      title={`${snapshot.title} ${snapshot.number}`}
      author={snapshot.seller.name}
      creationDate={dated}
      modificationDate={dated}
    >
      <Page size="A4" style={styles.page}>
        <Header snapshot={snapshot} />
        <Customer snapshot={snapshot} />
        <Lines snapshot={snapshot} />
        <Totals snapshot={snapshot} />
        <Payment snapshot={snapshot} />
        {snapshot.notes.length > 0 && (
          <View style={styles.section}>
            {snapshot.notes.map((note) => (
              <Text key={note}>{note}</Text>
            ))}
          </View>
        )}
        <HowToPay snapshot={snapshot} />
        <Text style={styles.footer} fixed>
          {[snapshot.seller.name, ...registrationLines(snapshot)].join(" · ")}
        </Text>
      </Page>
    </Document>
  );
}
