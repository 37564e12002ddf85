// Generated from openapi/openapi.yaml by generators/ — edits are kept when it is regenerated (three-way merge; see docs/maintainers/customize-sdk.md).
// Regenerate with `npm run generate`.
// POST /customers: the sample shown on the reference page.

<?php
// PHP with its curl extension (Debian's php-curl); set CMP_BASE_URL and CMP_ACCESS_TOKEN, save as create_customer.php, run: php create_customer.php

$curl = curl_init();

curl_setopt_array($curl, [
  CURLOPT_URL => getenv('CMP_BASE_URL') . "/customers",
  CURLOPT_RETURNTRANSFER => true,
  CURLOPT_ENCODING => "",
  CURLOPT_MAXREDIRS => 10,
  CURLOPT_TIMEOUT => 30,
  CURLOPT_HTTP_VERSION => CURL_HTTP_VERSION_1_1,
  CURLOPT_CUSTOMREQUEST => "POST",
  CURLOPT_POSTFIELDS => json_encode([
    'name' => 'Acme Logistics',
    'industry' => 'Logistics',
    'website' => 'https://acme.test',
    'email' => 'ops@acme.test',
    'tags' => [
        'vip'
    ]
  ]),
  CURLOPT_HTTPHEADER => [
    "Authorization: Bearer " . getenv('CMP_ACCESS_TOKEN'),
    "Content-Type: application/json"
  ],
]);

$response = curl_exec($curl);
$err = curl_error($curl);

curl_close($curl);

if ($err) {
  echo "cURL Error #:" . $err;
} else {
  echo $response;
}
