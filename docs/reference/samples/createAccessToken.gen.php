// Generated from openapi/openapi.yaml by generators/ — edits are kept when it is regenerated (three-way merge; see docs/maintainers/customize-sdk.md).
// Regenerate with `npm run generate`.
// POST /oauth/token: the sample shown on the reference page.

<?php
// PHP with its curl extension (Debian's php-curl); set CMP_BASE_URL, CMP_CLIENT_ID and CMP_CLIENT_SECRET, save as create_access_token.php, run: php create_access_token.php

$curl = curl_init();

curl_setopt_array($curl, [
  CURLOPT_URL => getenv('CMP_BASE_URL') . "/oauth/token",
  CURLOPT_RETURNTRANSFER => true,
  CURLOPT_ENCODING => "",
  CURLOPT_MAXREDIRS => 10,
  CURLOPT_TIMEOUT => 30,
  CURLOPT_HTTP_VERSION => CURL_HTTP_VERSION_1_1,
  CURLOPT_CUSTOMREQUEST => "POST",
  CURLOPT_POSTFIELDS => json_encode([
    'client_id' => getenv('CMP_CLIENT_ID'),
    'client_secret' => getenv('CMP_CLIENT_SECRET')
  ]),
  CURLOPT_HTTPHEADER => [
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
